import { lazy, Suspense, useEffect, useState, type ComponentType, type MouseEvent } from "react";
import { ROLE_LABELS } from "../../domain/admin-roles";
import { groupsFor, sectionFromPathname, sectionHref, type AdminSection } from "./sections";
import { DISCARD_CHANGES, ConfirmProvider, useConfirm } from "./ui/dialog";
import { hasUnsavedChanges } from "./ui/drafts";
import { MessagesProvider, useNotify } from "./ui/messages";
import { useAdminProfile } from "./ui/profile";
import { PublishStatus } from "./ui/PublishStatus";
import {
  AUTH_ERROR_MESSAGE,
  hasUsableToken,
  isSigningOut,
  logout,
  readToken,
  signOutForAuthError,
  type AdminProfile,
} from "./ui/session";
import { TabContext, TabHeading } from "./ui/tab";

/**
 * The Admin Panel island (/admin and /admin/<tab>): the guard, the title with who is signed in and
 * Logout, the publishing status, the tabs the administrator's role allows (sections.ts; a tab the
 * role does not see, like an unknown one, shows the first it does), and the open tab. A tab is
 * the default export of ./tabs/<path>.tsx (path as in sections.ts), loaded when first opened; a
 * tab without its file yet shows a placeholder. Switching tabs happens in the page (history.pushState), and the
 * address is read from `location`, so deep links, reloads and the Back button all work.
 */

const tabModules = import.meta.glob<{ default: ComponentType }>("./tabs/*.tsx");
const tabComponents = new Map<string, ComponentType>(
  Object.entries(tabModules).map(([file, load]) => [file.replace(/^\.\/tabs\/|\.tsx$/g, ""), lazy(load)]),
);

/** DECISIONS 4: no token, or an expired or unreadable one, goes to the sign-in page. */
function passesGuard(): boolean {
  if (hasUsableToken()) return true;
  signOutForAuthError(readToken() ? AUTH_ERROR_MESSAGE : null);
  return false;
}

export default function AdminPanel() {
  const [allowed] = useState(passesGuard);
  if (!allowed) return <p role="status">Going to the sign-in page…</p>;
  return (
    <ConfirmProvider>
      <MessagesProvider>
        <Panel />
      </MessagesProvider>
    </ConfirmProvider>
  );
}

/** Waits for the administrator's role; the tabs start afresh when it changes. */
function Panel() {
  const { profile, failed } = useAdminProfile();
  if (profile) return <PanelFor key={profile.role} profile={profile} />;
  return failed ? (
    <p className="notice notice-error" role="alert">
      Your account could not be loaded. Please check your connection and reload the page.
    </p>
  ) : (
    <p role="status">Loading the Admin Panel…</p>
  );
}

function PanelFor({ profile }: { profile: AdminProfile }) {
  const { role } = profile;
  const groups = groupsFor(role);
  const [section, setSection] = useState<AdminSection>(() => sectionFromPathname(window.location.pathname, role));
  const [navigated, setNavigated] = useState(false);
  const confirm = useConfirm();
  const notify = useNotify();

  useEffect(() => {
    document.title = `${section.label} · Admin Panel | SAEETD`;
    // On phones the tabs scroll sideways: keep the open one in sight.
    document
      .querySelector('.admin-tabs [aria-current="page"]')
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [section]);

  // Back and Forward between tabs.
  useEffect(() => {
    const onPopState = () => {
      const next = sectionFromPathname(window.location.pathname, role);
      void (async () => {
        if (next.path !== section.path && hasUnsavedChanges() && !(await confirm(DISCARD_CHANGES))) {
          window.history.pushState(null, "", sectionHref(section));
          return;
        }
        notify.clear();
        setNavigated(true);
        setSection(next);
      })();
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [section, confirm, notify, role]);

  // Closing or reloading the page with unsaved changes asks the browser's own question.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges() && !isSigningOut()) event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, []);

  const open = async (event: MouseEvent<HTMLAnchorElement>, next: AdminSection) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    if (next.path === section.path && window.location.pathname.replace(/\/$/, "") === sectionHref(next)) return;
    if (hasUnsavedChanges() && !(await confirm(DISCARD_CHANGES))) return;
    window.history.pushState(null, "", sectionHref(next));
    notify.clear();
    setNavigated(true);
    setSection(next);
  };

  const signOut = async () => {
    if (hasUnsavedChanges() && !(await confirm(DISCARD_CHANGES))) return;
    logout();
  };

  const Tab = tabComponents.get(section.path);

  return (
    <div className="admin-panel">
      <div className="admin-panel-top">
        <h1>Admin Panel</h1>
        <p className="muted admin-signed-in">
          Signed in as {profile.name} ({ROLE_LABELS[role]})
        </p>
        <button type="button" className="button button-secondary" onClick={() => void signOut()}>
          Logout
        </button>
      </div>
      <PublishStatus />
      <nav className="admin-tabs" aria-label="Admin sections">
        <ul className="admin-tab-groups">
          {groups.map(({ group, label, sections: inGroup }) => (
            <li key={group} className="admin-tab-group">
              <span className="admin-tab-group-name" id={`admin-tab-group-${group}`}>
                {label}
              </span>
              <ul aria-labelledby={`admin-tab-group-${group}`}>
                {inGroup.map((entry) => (
                  <li key={entry.path}>
                    <a
                      href={sectionHref(entry)}
                      aria-current={entry.path === section.path ? "page" : undefined}
                      onClick={(event) => void open(event, entry)}
                    >
                      {entry.label}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      <TabContext value={{ path: section.path, label: section.label, focusHeading: navigated }}>
        <div className="admin-tab-area" key={section.path}>
          <Suspense fallback={<p role="status">Loading {section.label}…</p>}>
            {Tab ? <Tab /> : <NotBuiltYet label={section.label} />}
          </Suspense>
        </div>
      </TabContext>
    </div>
  );
}

function NotBuiltYet({ label }: { label: string }) {
  return (
    <div className="admin-tab">
      <TabHeading>{label}</TabHeading>
      <p className="notice notice-info">Managing {label} from the panel is coming soon.</p>
    </div>
  );
}
