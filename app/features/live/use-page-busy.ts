import { useFetchers, useNavigation, useRevalidator } from '@remix-run/react';

/** Whether the page is loading or submitting (a navigation, a reload, a fetcher): live reloads wait for it. */
export function usePageBusy(): boolean {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const fetchers = useFetchers();
  return (
    navigation.state !== 'idle' ||
    revalidator.state !== 'idle' ||
    fetchers.some((fetcher) => fetcher.state !== 'idle')
  );
}
