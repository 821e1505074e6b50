import { Box } from '@mantine/core';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AppFooter } from '../features/footer/app-footer';

/** Full-screen layout for sign-in type pages: no sidebar, no navbar. */
export const Route = createFileRoute('/_blank')({
  component: BlankLayout,
});

function BlankLayout() {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <AppFooter />
    </Box>
  );
}
