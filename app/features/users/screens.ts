/**
 * Where the admins' user screens live: /users/detail/:userId and /users/edit/:userId, and the legacy shared
 * paths of spec 2.6 (/UserDetail/:userId, /EditUser/:userId) showing the same screens, each linking within
 * its own set.
 */
export type UserScreens = 'admin' | 'legacy';

const PATHS: Record<UserScreens, { detail: string; edit: string }> = {
  admin: { detail: '/users/detail/:userId', edit: '/users/edit/:userId' },
  legacy: { detail: '/UserDetail/:userId', edit: '/EditUser/:userId' },
};

export const USERS_LIST_PATH = '/users';

export const userDetailHref = (userId: string, screens: UserScreens = 'admin') =>
  PATHS[screens].detail.replace(':userId', encodeURIComponent(userId));

export const userEditHref = (userId: string, screens: UserScreens = 'admin') =>
  PATHS[screens].edit.replace(':userId', encodeURIComponent(userId));
