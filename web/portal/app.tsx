import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { ErrorMessage, PageTitle } from './components.tsx';
import { asApiError, useAction } from './hooks.ts';
import { href, navigate, REFERENCE_HREF, useRoute, type Route } from './router.ts';
import { fetchSession, SessionContext, signOut, type SessionState } from './session.ts';
import { HOME, SignInPage } from './pages/sign-in.tsx';
import { BriefingPage } from './pages/briefing.tsx';
import { BriefingsPage } from './pages/briefings.tsx';
import { KeysPage } from './pages/keys.tsx';
import { ProfilePage } from './pages/profile.tsx';
import { ProfilesPage } from './pages/profiles.tsx';
import { UsagePage } from './pages/usage.tsx';
import { WebhooksPage } from './pages/webhooks.tsx';
import type { ApiError } from './api.ts';

interface PageEntry {
  /** First path segment the page answers to. */
  segment: string;
  label: string;
  /** The page for `#/<segment>`, and for `#/<segment>/<id>` when there is a detail page. */
  page: ComponentType<{ route: Route }>;
  detail?: ComponentType<{ route: Route }>;
  /** Shown in the navigation. */
  nav: boolean;
}

const pages: PageEntry[] = [
  { segment: 'briefings', label: 'Briefings', page: BriefingsPage, detail: BriefingPage, nav: true },
  { segment: 'profiles', label: 'Profiles', page: ProfilesPage, detail: ProfilePage, nav: true },
  { segment: 'keys', label: 'API keys', page: KeysPage, nav: true },
  { segment: 'webhooks', label: 'Webhooks', page: WebhooksPage, nav: true },
  { segment: 'usage', label: 'Usage', page: UsagePage, nav: true },
  { segment: 'sign-in', label: 'Sign in', page: SignInPage, nav: false },
];

function NotFound({ route }: { route: Route }) {
  return (
    <section>
      <PageTitle>Page not found</PageTitle>
      <p>Nothing lives at <code>#{route.path}</code>. <a href={href(HOME)}>Go to your briefings</a>.</p>
    </section>
  );
}

function Header({ user, onSignOut, signOutError }: { user: SessionState; onSignOut: () => void; signOutError: ApiError | undefined }) {
  const route = useRoute();
  return (
    <header class="top">
      <a class="brand" href={href(HOME)}>Briefings</a>
      <nav aria-label="Portal">
        <ul>
          {pages.filter((entry) => entry.nav).map((entry) => (
            <li key={entry.segment}>
              <a href={href(`/${entry.segment}`)} aria-current={route.segments[0] === entry.segment ? 'page' : undefined}>{entry.label}</a>
            </li>
          ))}
          <li><a href={REFERENCE_HREF}>API reference</a></li>
        </ul>
      </nav>
      <div class="account">
        {user ? (
          <>
            <span class="muted" title="Signed in as">{user.email}</span>
            <button type="button" class="secondary" onClick={onSignOut}>Sign out</button>
          </>
        ) : user === null ? <a href={href('/sign-in')}>Sign in</a> : null}
      </div>
      <ErrorMessage error={signOutError} />
    </header>
  );
}

export function App() {
  const route = useRoute();
  const [user, setUser] = useState<SessionState>(undefined);
  const [sessionError, setSessionError] = useState<ApiError | undefined>();
  const signOutAction = useAction();

  useEffect(() => {
    fetchSession().then(setUser, (error: unknown) => {
      setUser(null);
      setSessionError(asApiError(error));
    });
  }, []);

  useEffect(() => {
    if (route.path === '/' && user !== undefined) navigate(user ? HOME : '/sign-in');
  }, [route.path, user]);

  const onSignOut = async () => {
    const done = await signOutAction.run(async () => {
      await signOut();
      return true;
    });
    if (done) {
      setUser(null);
      navigate('/sign-in');
    }
  };

  const entry = pages.find((candidate) => candidate.segment === route.segments[0]);
  const Page = (route.segments.length > 1 ? entry?.detail : entry?.page) ?? NotFound;
  return (
    <SessionContext.Provider value={{ user, setUser }}>
      <a class="skip" href="#main" onClick={(event) => { event.preventDefault(); document.getElementById('main')?.focus(); }}>Skip to content</a>
      <Header user={user} onSignOut={onSignOut} signOutError={signOutAction.error} />
      <main id="main" tabIndex={-1}>
        <ErrorMessage error={sessionError} />
        {route.path === '/' ? null : <Page key={route.path} route={route} />}
      </main>
    </SessionContext.Provider>
  );
}
