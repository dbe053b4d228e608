import { useApolloClient, useQuery } from '@apollo/client/react';
import { GraduationCap, ListMusic, LogIn, LogOut, UserCog, UserPlus } from '../../components/icons';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAccountPrompts } from '../../components/AccountPrompts';
import { useSession } from '../../components/useSession';
import { endServerSession } from '../../lib/rest';
import { clearSession, getToken } from '../../lib/session';
import { siteConfig } from '../../lib/siteConfig';
import { SearchBox } from '../../features/search/SearchBox';
import { audiencesAndProgrammesQuery } from './api/audiencesAndProgrammes';
import { HeaderDropdown } from './HeaderDropdown';
import { toAudienceMenus } from './headerMenus';
import { SiteLogo } from './Logos';

/**
 * Which menu is open (and whether the small-screen navigation is unfolded), remembered with the location it was
 * opened at: a route change closes every menu without an effect (SPEC-GUIDE §2 Header: "Menu closes on route change").
 */
function useMenusClosedOnNavigation() {
  const { key } = useLocation();
  const [open, setOpen] = useState<{ menu: string; at: string } | null>(null);
  const [navigationOpenAt, setNavigationOpenAt] = useState<string | null>(null);
  return {
    isOpen: (menu: string) => open?.menu === menu && open.at === key,
    onToggle: (menu: string) => (next: boolean) => setOpen(next ? { menu, at: key } : null),
    navigationUnfolded: navigationOpenAt === key,
    toggleNavigation: () => setNavigationOpenAt((at) => (at === key ? null : key)),
  };
}

function AccountMenu({ isOpen, onToggle }: ReturnType<typeof useMenusClosedOnNavigation>) {
  const { loggedIn, profile } = useSession();
  const navigate = useNavigate();
  const client = useApolloClient();
  const prompts = useAccountPrompts();

  if (!loggedIn) {
    return (
      <div className="navbar-nav ms-lg-auto">
        <Link to="/subscribe" className="nav-link">
          <UserPlus className="icon" size={18} />
          Sign up
        </Link>
        {/* A link to /login that opens the login panel in place (SPEC-GUIDE §2 Header "Log In"). */}
        <Link
          to="/login"
          className="nav-link"
          onClick={(event) => {
            if (!prompts) return;
            event.preventDefault();
            prompts.openLogin();
          }}
        >
          <LogIn className="icon" size={18} />
          Log In
        </Link>
      </div>
    );
  }

  const logOut = () => {
    const token = getToken();
    if (token) void endServerSession(token);
    clearSession();
    void client.clearStore();
    navigate('/');
  };

  return (
    <div className="navbar-nav ms-lg-auto">
      <HeaderDropdown
        title="Your Account"
        id="account-menu"
        alignEnd
        open={isOpen('account')}
        onToggle={onToggle('account')}
      >
        {profile?.first_name && <span className="dropdown-item-text">Hello {profile.first_name}</span>}
        <Link to="/playlists" className="dropdown-item">
          <ListMusic className="icon" size={18} />
          Your Playlists
        </Link>
        <Link to="/cpd" className="dropdown-item">
          <GraduationCap className="icon" size={18} />
          CPD
        </Link>
        <Link to="/subscribe" className="dropdown-item">
          <UserCog className="icon" size={18} />
          Account details
        </Link>
        <hr className="dropdown-divider" />
        <button type="button" className="dropdown-item" onClick={logOut}>
          <LogOut className="icon" size={18} />
          Log Out
        </button>
      </HeaderDropdown>
    </div>
  );
}

function AudienceMenus({ isOpen, onToggle }: ReturnType<typeof useMenusClosedOnNavigation>) {
  // Loaded once for the whole layout; the header simply has no audience menus if it fails.
  const { data } = useQuery(audiencesAndProgrammesQuery);
  const menus = toAudienceMenus(data);
  return (
    <div className="navbar-nav me-auto">
      {menus.map((menu) => (
        <HeaderDropdown
          key={menu.slug}
          title={menu.title}
          id={`audience-menu-${menu.slug}`}
          open={isOpen(menu.slug)}
          onToggle={onToggle(menu.slug)}
        >
          <Link to={menu.homeHref} className="dropdown-item">
            {menu.title} home
          </Link>
          {menu.links.length > 0 && <hr className="dropdown-divider" />}
          {menu.links.map((link) => (
            <Link key={link.href} to={link.href} className="dropdown-item">
              {link.label}
            </Link>
          ))}
        </HeaderDropdown>
      ))}
    </div>
  );
}

/** SPEC-GUIDE §2 Header. The at-home pages (for families, not teachers) show it without navigation. */
export function Header({ showNavigation = true }: { showNavigation?: boolean }) {
  const menus = useMenusClosedOnNavigation();
  const expanded = menus.navigationUnfolded;
  const Navigation = showNavigation ? 'nav' : 'div';

  return (
    <header className="site-header">
      <a href="#main-content" className="visually-hidden-focusable skip-link">
        Skip to main content
      </a>
      <Navigation
        className="navbar navbar-expand-lg bg-dark"
        data-bs-theme="dark"
        aria-label={showNavigation ? 'Main' : undefined}
      >
        <div className="container">
          <Link to="/" className="navbar-brand site-brand d-flex align-items-center gap-2">
            <span className="site-brand__mark">
              <SiteLogo size={36} />
            </span>
            <span>{siteConfig.productName}</span>
          </Link>
          {showNavigation && (
            <>
              <SearchBox />
              <button
                type="button"
                className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
                aria-controls="main-navigation"
                aria-expanded={expanded}
                aria-label="Toggle navigation"
                onClick={menus.toggleNavigation}
              >
                <span className="navbar-toggler-icon" />
              </button>
              <div id="main-navigation" className={`navbar-collapse collapse${expanded ? ' show' : ''}`}>
                <AudienceMenus {...menus} />
                <AccountMenu {...menus} />
              </div>
            </>
          )}
        </div>
      </Navigation>
    </header>
  );
}
