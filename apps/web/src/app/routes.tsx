import { HOME_ROUTE, PASSWORD_RESET_PAGE } from '@sym/contracts';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PublicOnlyRoute, RequireAuth } from '../features/auth';
import { BrandedOutlet } from '../features/white-label';
import { ProjectRedirectRoute } from '../routes/ProjectRedirectRoute';
import { FullPageLoading } from '../ui';
import { RouteErrorFallback } from './errors';
import { loadAllStrings } from './i18n';

/** Lazy route module: the screen's code loads when the route is first visited, with all of its strings. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    const [module] = await Promise.all([load(), loadAllStrings()]);
    return { Component: pick(module) };
  };
}

/**
 * A screen a visit can start at (projects, sign-in) and the signed-in layout: their strings are the first page's
 * English, which loads with the app's start (app/i18n), so they do not wait for the rest of English.
 */
function firstScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** Signed-in screens of spec §2, rendered inside the app header layout. */
const protectedScreens: RouteObject[] = [
  {
    path: 'projects',
    lazy: firstScreen(
      () => import('../routes/ProjectsRoute'),
      (m) => m.ProjectsRoute,
    ),
  },
  { path: 'projects/:projectId', element: <ProjectRedirectRoute /> },
  {
    path: 'projects/:projectId/scenarios',
    lazy: screen(
      () => import('../routes/ProjectScenariosRoute'),
      (m) => m.ProjectScenariosRoute,
    ),
  },
  {
    path: 'projects/:projectId/scenarios/:scenarioId',
    lazy: screen(
      () => import('../routes/ScenarioRoute'),
      (m) => m.ScenarioRoute,
    ),
  },
  {
    path: 'projects/:projectId/styles',
    lazy: screen(
      () => import('../routes/ProjectStylesRoute'),
      (m) => m.ProjectStylesRoute,
    ),
  },
  {
    path: 'projects/:projectId/assets',
    lazy: screen(
      () => import('../routes/ProjectAssetsRoute'),
      (m) => m.ProjectAssetsRoute,
    ),
  },
  {
    path: 'projects/:projectId/settings',
    lazy: screen(
      () => import('../routes/ProjectSettingsRoute'),
      (m) => m.ProjectSettingsRoute,
    ),
  },
  {
    path: 'wizard',
    lazy: screen(
      () => import('../routes/WizardRoute'),
      (m) => m.WizardRoute,
    ),
  },
  {
    path: 'recycling',
    lazy: screen(
      () => import('../routes/RecyclingRoute'),
      (m) => m.RecyclingRoute,
    ),
  },
  {
    path: 'settings',
    lazy: screen(
      () => import('../routes/AccountSettingsRoute'),
      (m) => m.AccountSettingsRoute,
    ),
  },
  {
    path: 'credits',
    lazy: screen(
      () => import('../routes/CreditsRoute'),
      (m) => m.CreditsRoute,
    ),
  },
  {
    path: 'api-keys',
    lazy: screen(
      () => import('../routes/ApiKeysRoute'),
      (m) => m.ApiKeysRoute,
    ),
  },
  {
    path: 'teams',
    lazy: screen(
      () => import('../routes/TeamsRoute'),
      (m) => m.TeamsRoute,
    ),
  },
  {
    path: 'teams/:teamId',
    lazy: screen(
      () => import('../routes/TeamsRoute'),
      (m) => m.TeamsRoute,
    ),
  },
  {
    path: 'admin',
    lazy: screen(
      () => import('../routes/AdminRoute'),
      (m) => m.AdminRoute,
    ),
  },
  {
    path: 'white-label',
    lazy: screen(
      () => import('../routes/WhiteLabelRoute'),
      (m) => m.WhiteLabelRoute,
    ),
  },
  {
    path: 'analytics',
    lazy: screen(
      () => import('../routes/AnalyticsRoute'),
      (m) => m.AnalyticsRoute,
    ),
  },
  {
    path: 'styles',
    lazy: screen(
      () => import('../routes/StylesRoute'),
      (m) => m.StylesRoute,
    ),
  },
  {
    path: 'tools/lipsync',
    lazy: screen(
      () => import('../routes/LipsyncRoute'),
      (m) => m.LipsyncRoute,
    ),
  },
  {
    path: 'ui-showcase',
    lazy: screen(
      () => import('../routes/UiShowcaseRoute'),
      (m) => m.UiShowcaseRoute,
    ),
  },
];

/** Every route of spec §2. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    // The white label of the page below (its project's team, its share or review link, its domain, or the site).
    element: <BrandedOutlet />,
    errorElement: <RouteErrorFallback layout="page" />,
    hydrateFallbackElement: <FullPageLoading />,
    children: [
      { index: true, element: <Navigate to={HOME_ROUTE} replace /> },
      {
        element: <PublicOnlyRoute />,
        children: [
          {
            path: 'login',
            lazy: firstScreen(
              () => import('../routes/LoginRoute'),
              (m) => m.LoginRoute,
            ),
          },
          {
            path: 'register',
            lazy: firstScreen(
              () => import('../routes/RegisterRoute'),
              (m) => m.RegisterRoute,
            ),
          },
          {
            path: 'forgot-password',
            lazy: screen(
              () => import('../routes/ForgotPasswordRoute'),
              (m) => m.ForgotPasswordRoute,
            ),
          },
        ],
      },
      // Open signed in too: an e-mailed link may be opened in a browser where the account is signed in.
      {
        path: PASSWORD_RESET_PAGE.slice(1),
        lazy: screen(
          () => import('../routes/ResetPasswordRoute'),
          (m) => m.ResetPasswordRoute,
        ),
      },
      {
        path: 'v/:uuid',
        lazy: screen(
          () => import('../routes/SharedVideoRoute'),
          (m) => m.SharedVideoRoute,
        ),
      },
      {
        path: 'r/:token',
        lazy: screen(
          () => import('../routes/ReviewRoute'),
          (m) => m.ReviewRoute,
        ),
      },
      // Open signed out too: the page asks to sign in or register and comes back after.
      {
        path: 'invite/:token',
        lazy: screen(
          () => import('../routes/InviteRoute'),
          (m) => m.InviteRoute,
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: firstScreen(
              () => import('../routes/AppLayoutRoute'),
              (m) => m.AppLayoutRoute,
            ),
            // Errors of a screen render inside the layout, so the header stays usable.
            children: [{ errorElement: <RouteErrorFallback />, children: protectedScreens }],
          },
        ],
      },
      {
        path: '*',
        lazy: screen(
          () => import('../routes/NotFoundRoute'),
          (m) => m.NotFoundRoute,
        ),
      },
    ],
  },
];
