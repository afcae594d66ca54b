// @ts-check
/**
 * Every page of the product in one table: its URL, its title and who may open it. remix.config.js turns it
 * into Remix routes; the page frame reads titles from it. A page without `module` is not built yet and shows
 * the 'Under Construction' page under its own title.
 *
 * access: 'public' (anyone), 'user' (logged in, any role), 'admin' (role Admin; others are sent to their landing page, told 'That page is for admins.').
 * See docs/routes.md for where each path comes from in the spec.
 *
 * @typedef {{ id: string, path: string, title: string, access: 'public' | 'user' | 'admin', module?: string }} PageRoute
 */

/** @type {readonly PageRoute[]} */
export const PAGES = [
  // 2.1 public
  { id: 'home', path: '/', title: 'Home', access: 'public', module: 'routes/home.tsx' },
  { id: 'login', path: '/login', title: 'Log In', access: 'public', module: 'routes/login.tsx' },
  { id: 'register', path: '/register', title: 'Register', access: 'public', module: 'routes/register.tsx' },
  {
    id: 'email-verification',
    path: '/email-verification',
    title: 'Forgot Password',
    access: 'public',
    module: 'routes/email-verification.tsx',
  },
  // Public-level in spec 2.6: a logged-in user's form; a visitor changes theirs with an emailed code (decision 066).
  {
    id: 'change-password',
    path: '/change-password',
    title: 'Change Password',
    access: 'public',
    module: 'routes/change-password.tsx',
  },

  // 2.2 / 2.5 provider
  {
    id: 'available-cases',
    path: '/availableCases',
    title: 'Available Cases',
    access: 'user',
    module: 'routes/available-cases.tsx',
  },
  {
    id: 'selected-cases',
    path: '/selectedCases',
    title: 'My Cases',
    access: 'user',
    module: 'routes/selected-cases.tsx',
  },
  {
    id: 'completed-cases',
    path: '/completedCases',
    title: 'Completed Cases',
    access: 'user',
    module: 'routes/completed-cases.tsx',
  },
  {
    id: 'provider-tasks',
    path: '/task',
    title: 'My Tasks',
    access: 'user',
    module: 'routes/provider-tasks.tsx',
  },
  {
    id: 'provider-task-details',
    path: '/provider/tasks-detail/:taskId',
    title: 'Task Details',
    access: 'user',
    module: 'routes/provider-task-details.tsx',
  },
  { id: 'about-me', path: '/about-me', title: 'About Me', access: 'user', module: 'routes/about-me.tsx' },
  // Every logged-in user's own notifications (escalations), linked from the header.
  {
    id: 'notifications',
    path: '/notifications',
    title: 'Notifications',
    access: 'user',
    module: 'routes/notifications.tsx',
  },
  // How each user is told about each kind of event (decision 085), from the user menu and the bell.
  {
    id: 'notification-settings',
    path: '/notification-settings',
    title: 'Notification Settings',
    access: 'user',
    module: 'routes/notification-settings.tsx',
  },
  {
    id: 'reset-password',
    path: '/reset-password',
    title: 'Reset Password',
    access: 'user',
    module: 'routes/reset-password.tsx',
  },
  {
    id: 'pathologist',
    path: '/pathologist',
    title: 'Pathologist',
    access: 'user',
    module: 'routes/pathologist.tsx',
  },
  {
    id: 'primary-diagnosis-case',
    path: '/pathologist/primary-diagnosis-case',
    title: 'Primary Diagnosis Case',
    access: 'user',
    module: 'routes/pathologist.tsx',
  },
  {
    id: 'clinical-info',
    path: '/pathologist/primary-diagnosis-case/clinical-info',
    title: 'Clinical Info',
    access: 'user',
    module: 'routes/clinical-info.tsx',
  },
  {
    id: 'reading-workspace',
    path: '/pathologist/pd-case-view/:caseId',
    title: 'Primary Diagnosis Case',
    access: 'user',
    module: 'routes/reading-workspace.tsx',
  },
  {
    id: 'qa-task',
    path: '/pathologist/qa-task',
    title: 'QA Task',
    access: 'user',
    module: 'routes/qa-task.tsx',
  },
  {
    id: 'pathologist-onboarding-task',
    path: '/pathologist/onboarding-task',
    title: 'Onboarding Task',
    access: 'user',
    module: 'routes/pathologist-onboarding-task.tsx',
  },
  {
    id: 'onboarding-task',
    path: '/onboarding-task',
    title: 'Onboarding Task',
    access: 'user',
    module: 'routes/onboarding-task.tsx',
  },

  // 2.2 / 2.5 facility
  {
    id: 'upload-project',
    path: '/upload-project',
    title: 'Create New Case',
    access: 'user',
    module: 'routes/upload-project.tsx',
  },
  {
    id: 'send-out-cases',
    path: '/send-out-cases',
    title: 'Send-Out Cases',
    access: 'user',
    module: 'routes/send-out-cases.tsx',
  },
  {
    id: 'facility-tasks',
    path: '/tasks-list',
    title: 'Tasks',
    access: 'user',
    module: 'routes/facility-tasks.tsx',
  },
  {
    id: 'facility-task-details',
    path: '/facility/tasks-detail/:taskId',
    title: 'Task Details',
    access: 'user',
    module: 'routes/facility-task-details.tsx',
  },
  {
    id: 'account-details',
    path: '/account-details',
    title: 'Account Details',
    access: 'user',
    module: 'routes/account-details.tsx',
  },
  {
    id: 'facility-account',
    path: '/facility-account',
    title: 'Facility Account',
    access: 'user',
    module: 'routes/facility-account.tsx',
  },
  {
    id: 'edit-facility-account',
    path: '/edit-facility-account',
    title: 'Edit Facility Account',
    access: 'user',
    module: 'routes/edit-facility-account.tsx',
  },
  {
    id: 'facility-account-detail',
    path: '/facility-account-detail',
    title: 'Facility Account Details',
    access: 'user',
    module: 'routes/facility-account-detail.tsx',
  },
  {
    id: 'edit-facility-account-detail',
    path: '/edit-facility-account-detail',
    title: 'Edit Facility Account Details',
    access: 'user',
    module: 'routes/edit-facility-account-detail.tsx',
  },
  {
    id: 'edit-account-details',
    path: '/edit-account-details/:facilityId',
    title: 'Edit Account Details',
    access: 'user',
    module: 'routes/edit-account-details.tsx',
  },
  // The facility's interfaces and the results sent over HL7 v2 (decision 106).
  {
    id: 'facility-interfaces',
    path: '/facility-account/interfaces',
    title: 'Interfaces',
    access: 'user',
    module: 'routes/facility-interfaces.tsx',
  },
  {
    id: 'deliveries',
    path: '/deliveries',
    title: 'Delivery Log',
    access: 'user',
    module: 'routes/deliveries.tsx',
  },
  {
    id: 'facility-np',
    path: '/FacilityNP',
    title: 'Facility NP',
    access: 'user',
    module: 'routes/facility-np.tsx',
  },

  // 2.5 / 2.7 any logged-in user
  // Redirects to the reader's own case list, and to a case's page (decision 024).
  { id: 'my-cases', path: '/my-cases', title: 'My Cases', access: 'user', module: 'routes/my-cases.tsx' },
  {
    id: 'my-case',
    path: '/my-cases/:projectId',
    title: 'Case',
    access: 'user',
    module: 'routes/my-case.tsx',
  },
  {
    id: 'project-list',
    path: '/project-list',
    title: 'Projects',
    access: 'user',
    module: 'routes/my-cases.tsx',
  },
  { id: 'dashboard', path: '/Dashboard', title: 'Dashboard', access: 'user', module: 'routes/dashboard.tsx' },
  // Redirects to the reader's own account page (decision 031).
  {
    id: 'account-detail',
    path: '/account-detail',
    title: 'Account Detail',
    access: 'user',
    module: 'routes/account-detail.tsx',
  },
  {
    id: 'review-project',
    path: '/review-project',
    title: 'Review Project',
    access: 'user',
    module: 'routes/review-project.tsx',
  },
  { id: 'in-progress', path: '/in-progress', title: 'Under Construction', access: 'user' },
  {
    id: 'provider-registration',
    path: '/provider-registration',
    title: 'Provider Registration',
    access: 'user',
    module: 'routes/provider-registration.tsx',
  },
  {
    id: 'provider-registration-edit',
    path: '/provider-registration/edit/:id',
    title: 'Edit Provider Registration',
    access: 'user',
    module: 'routes/provider-registration-edit.tsx',
  },
  {
    id: 'staff-registration',
    path: '/staff-registration',
    title: 'Staff Registration',
    access: 'user',
    module: 'routes/staff-registration.tsx',
  },
  {
    id: 'staff-registration-edit',
    path: '/staff-registration/edit/:id',
    title: 'Edit Staff Registration',
    access: 'user',
    module: 'routes/staff-registration-edit.tsx',
  },
  {
    id: 'facility-registration',
    path: '/facility-registration',
    title: 'Facility Registration',
    access: 'user',
    module: 'routes/facility-registration.tsx',
  },
  {
    id: 'facility-registration-edit',
    path: '/facility-registration/edit/:id',
    title: 'Edit Facility Registration',
    access: 'user',
    module: 'routes/facility-registration-edit.tsx',
  },
  {
    id: 'other-registration',
    path: '/other-registration',
    title: 'Other Registration',
    access: 'user',
    module: 'routes/other-registration.tsx',
  },
  {
    id: 'other-registration-edit',
    path: '/other-registration/edit/:id',
    title: 'Edit Other Registration',
    access: 'user',
    module: 'routes/other-registration-edit.tsx',
  },
  {
    id: 'user-registration',
    path: '/user-registration',
    title: 'User Registration',
    access: 'user',
    module: 'routes/user-registration.tsx',
  },
  {
    id: 'user-registration-edit',
    path: '/user-registration/edit/:id',
    title: 'Edit User Registration',
    access: 'user',
    module: 'routes/user-registration-edit.tsx',
  },

  // 2.6 shared
  // The admins' user screens at their legacy shared paths (spec 2.6); other roles are sent to their landing page.
  {
    id: 'user-detail',
    path: '/UserDetail/:userId',
    title: 'User Details',
    access: 'user',
    module: 'routes/user-detail.tsx',
  },
  {
    id: 'edit-user',
    path: '/EditUser/:userId',
    title: 'Edit User',
    access: 'user',
    module: 'routes/edit-user.tsx',
  },
  {
    id: 'shared-account-detail',
    path: '/accountDetail/:accountId',
    title: 'Account Details',
    access: 'user',
    module: 'routes/shared-account-detail.tsx',
  },
  {
    id: 'edit-account',
    path: '/EditAccount/:accountId',
    title: 'Edit Account',
    access: 'user',
    module: 'routes/edit-account.tsx',
  },
  {
    id: 'case-details',
    path: '/case-details/:caseId',
    title: 'Case Details',
    access: 'user',
    module: 'routes/case-details.tsx',
  },
  { id: 'show-cases', path: '/show-cases', title: 'Cases', access: 'user', module: 'routes/my-cases.tsx' },
  {
    id: 'final-report',
    path: '/final-report/:caseId',
    title: 'Final Report',
    access: 'user',
    module: 'routes/final-report.tsx',
  },
  { id: 'my-team', path: '/my-team', title: 'My Team', access: 'user', module: 'routes/my-team.tsx' },

  // 2.2 / 2.4 admin
  {
    id: 'admin-home',
    path: '/admin',
    title: 'Dashboard',
    access: 'admin',
    module: 'routes/admin-home.tsx',
  },
  {
    id: 'admin-assignment',
    path: '/admin/assignment',
    title: 'Assignment',
    access: 'admin',
    module: 'routes/admin-assignment.tsx',
  },
  {
    id: 'admin-quality',
    path: '/admin/quality',
    title: 'Quality',
    access: 'admin',
    module: 'routes/admin-quality.tsx',
  },
  {
    id: 'admin-accounts',
    path: '/account',
    title: 'Accounts',
    access: 'admin',
    module: 'routes/admin-accounts.tsx',
  },
  {
    id: 'admin-account-detail',
    path: '/account/detail/:accountId',
    title: 'Account Details',
    access: 'admin',
    module: 'routes/admin-account-detail.tsx',
  },
  {
    id: 'admin-account-edit',
    path: '/account/edit/:accountId',
    title: 'Edit Account',
    access: 'admin',
    module: 'routes/admin-account-edit.tsx',
  },
  { id: 'admin-users', path: '/users', title: 'Users', access: 'admin', module: 'routes/admin-users.tsx' },
  {
    id: 'admin-user-detail',
    path: '/users/detail/:userId',
    title: 'User Details',
    access: 'admin',
    module: 'routes/admin-user-detail.tsx',
  },
  {
    id: 'admin-user-edit',
    path: '/users/edit/:userId',
    title: 'Edit User',
    access: 'admin',
    module: 'routes/admin-user-edit.tsx',
  },
  {
    id: 'admin-enquiries',
    path: '/enquiries',
    title: 'Enquiries',
    access: 'admin',
    module: 'routes/admin-enquiries.tsx',
  },
  {
    id: 'admin-enquiry-detail',
    path: '/enquiries-detail/:enquiriesId',
    title: 'Enquiry Details',
    access: 'admin',
    module: 'routes/admin-enquiry-detail.tsx',
  },
  {
    id: 'admin-enquiry-edit',
    path: '/edit-enquiries/:enquiriesId',
    title: 'Edit Enquiry',
    access: 'admin',
    module: 'routes/admin-enquiry-edit.tsx',
  },
  {
    id: 'admin-create-enquiry',
    path: '/create-enquiry',
    title: 'New Enquiry',
    access: 'admin',
    module: 'routes/admin-create-enquiry.tsx',
  },
  {
    id: 'admin-groups',
    path: '/groups',
    title: 'Groups',
    access: 'admin',
    module: 'routes/admin-groups.tsx',
  },
  { id: 'admin-cases', path: '/case', title: 'Cases', access: 'admin', module: 'routes/admin-cases.tsx' },
  {
    id: 'admin-case-detail',
    path: '/case/:caseId',
    title: 'Case Details',
    access: 'admin',
    module: 'routes/admin-case-detail.tsx',
  },
  // Spec 2.4's 'All Cases' list: the admins' case list (view, edit, assign) under its own title (decision 066).
  {
    id: 'admin-all-cases',
    path: '/all-cases',
    title: 'All Cases',
    access: 'admin',
    module: 'routes/admin-cases.tsx',
  },
  { id: 'admin-tasks', path: '/tasks', title: 'Tasks', access: 'admin', module: 'routes/admin-tasks.tsx' },
  {
    id: 'admin-task-detail',
    path: '/task-detail/:taskId',
    title: 'Task Details',
    access: 'admin',
    module: 'routes/admin-task-detail.tsx',
  },
  {
    id: 'admin-create-task',
    path: '/create-task',
    title: 'Create Task',
    access: 'admin',
    module: 'routes/admin-create-task.tsx',
  },
  {
    id: 'admin-edit-task',
    path: '/edit-task/:taskId',
    title: 'Edit Task',
    access: 'admin',
    module: 'routes/admin-edit-task.tsx',
  },
  {
    id: 'admin-billings',
    path: '/billings',
    title: 'Billing',
    access: 'admin',
    module: 'routes/admin-billings.tsx',
  },
  {
    id: 'admin-billing-detail',
    path: '/billing-detail/:billingId',
    title: 'Billing Details',
    access: 'admin',
    module: 'routes/admin-billing-detail.tsx',
  },
  {
    id: 'admin-billing-edit',
    path: '/edit-billing/:billingId',
    title: 'Edit Billing',
    access: 'admin',
    module: 'routes/admin-billing-edit.tsx',
  },
  {
    id: 'admin-create-billing',
    path: '/create-billing',
    title: 'Create Billing',
    access: 'admin',
    module: 'routes/admin-create-billing.tsx',
  },
  // The turnaround targets per case type and priority, and the holidays (decision 080).
  {
    id: 'admin-turnaround',
    path: '/admin/turnaround',
    title: 'Turnaround',
    access: 'admin',
    module: 'routes/admin-turnaround.tsx',
  },
  {
    id: 'admin-create-facility-account',
    path: '/create-facility-account',
    title: 'Create Facility Account',
    access: 'admin',
    module: 'routes/admin-create-facility-account.tsx',
  },
  {
    id: 'admin-upload-specimen-form',
    path: '/upload-specimen-form',
    title: 'Upload Specimen Form',
    access: 'admin',
    module: 'routes/upload-specimen-form.tsx',
  },
  {
    id: 'admin-support',
    path: '/support',
    title: 'Support',
    access: 'admin',
    module: 'routes/admin-support.tsx',
  }, // The append-only audit trail (decision 082).
  {
    id: 'admin-audit',
    path: '/admin/audit',
    title: 'Audit Trail',
    access: 'admin',
    module: 'routes/admin-audit.tsx',
  }, // Every facility's results sent over HL7 v2 (decision 106).
  {
    id: 'admin-deliveries',
    path: '/admin/deliveries',
    title: 'Delivery Log',
    access: 'admin',
    module: 'routes/admin-deliveries.tsx',
  }, // The structured report templates, read-only (docs/interop.md).
  {
    id: 'admin-report-templates',
    path: '/admin/report-templates',
    title: 'Report Templates',
    access: 'admin',
    module: 'routes/admin-report-templates.tsx',
  },
];

/** The standalone viewer (spec 2.8): logged in, no page frame. */
export const VIEWER = { id: 'viewer', path: '/viewer', title: 'Slide Viewer', access: 'user' };

/** @param {string | undefined} id */
export function pageById(id) {
  return id === VIEWER.id ? VIEWER : PAGES.find((page) => page.id === id);
}
