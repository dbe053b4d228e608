import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAccountPrompts } from '../../components/AccountPrompts';
import { useSession } from '../../components/useSession';
import { clearSession } from '../../lib/session';
import { siteConfig } from '../../lib/siteConfig';
import { audiencesAndProgrammesQuery } from './api/audiencesAndProgrammes';
import { toAudienceMenus } from './headerMenus';
import { SiteLogo } from './Logos';

/**
 * Which menu is open, remembered with the location it was opened at: a route change closes every menu
 * without an effect (SPEC §2 Header: "Menu closes on route change").
 */
function useMenusClosedOnNavigation() {
  const { key } = useLocation();
  const [open, setOpen] = useState<{ menu: string; at: string } | null>(null);
  return {
    isOpen: (menu: string) => open?.menu === menu && open.at === key,
    onToggle: (menu: string) => (next: boolean) => setOpen(next ? { menu, at: key } : null),
  };
}

function AccountMenu({ isOpen, onToggle }: ReturnType<typeof useMenusClosedOnNavigation>) {
  const { loggedIn, profile } = useSession();
  const navigate = useNavigate();
  const client = useApolloClient();
  const prompts = useAccountPrompts();

  if (!loggedIn) {
    return (
      <Nav className="ms-lg-auto">
        <Nav.Link as={Link} to="/subscribe">
          Sign up
        </Nav.Link>
        {/* A link to /login that opens the login panel in place (SPEC §2 Header "Log In"). */}
        <Nav.Link
          as={Link}
          to="/login"
          onClick={(event) => {
            if (!prompts) return;
            event.preventDefault();
            prompts.openLogin();
          }}
        >
          Log In
        </Nav.Link>
      </Nav>
    );
  }

  const logOut = () => {
    clearSession();
    void client.clearStore();
    navigate('/');
  };

  return (
    <Nav className="ms-lg-auto">
      <NavDropdown
        title="Your Account"
        id="account-menu"
        align="end"
        show={isOpen('account')}
        onToggle={onToggle('account')}
      >
        {profile?.first_name && <NavDropdown.ItemText>Hello {profile.first_name}</NavDropdown.ItemText>}
        <NavDropdown.Item as={Link} to="/playlists">
          Your Playlists
        </NavDropdown.Item>
        <NavDropdown.Item as={Link} to="/cpd">
          CPD
        </NavDropdown.Item>
        <NavDropdown.Item as={Link} to="/subscribe">
          Account details
        </NavDropdown.Item>
        <NavDropdown.Divider />
        <NavDropdown.Item as="button" onClick={logOut}>
          Log Out
        </NavDropdown.Item>
      </NavDropdown>
    </Nav>
  );
}

function AudienceMenus({ isOpen, onToggle }: ReturnType<typeof useMenusClosedOnNavigation>) {
  // Loaded once for the whole layout; the header simply has no audience menus if it fails.
  const { data } = useQuery(audiencesAndProgrammesQuery);
  const menus = toAudienceMenus(data);
  return (
    <Nav className="me-auto">
      {menus.map((menu) => (
        <NavDropdown
          key={menu.slug}
          title={menu.title}
          id={`audience-menu-${menu.slug}`}
          show={isOpen(menu.slug)}
          onToggle={onToggle(menu.slug)}
        >
          <NavDropdown.Item as={Link} to={menu.homeHref}>
            {menu.title} home
          </NavDropdown.Item>
          {menu.links.length > 0 && <NavDropdown.Divider />}
          {menu.links.map((link) => (
            <NavDropdown.Item key={link.href} as={Link} to={link.href}>
              {link.label}
            </NavDropdown.Item>
          ))}
        </NavDropdown>
      ))}
    </Nav>
  );
}

/** SPEC §2 Header. The at-home pages (for families, not teachers) show it without navigation. */
export function Header({ showNavigation = true }: { showNavigation?: boolean }) {
  const menus = useMenusClosedOnNavigation();
  const collapse = menus.isOpen('navbar');

  return (
    <header className="site-header">
      <a href="#main-content" className="visually-hidden-focusable skip-link">
        Skip to main content
      </a>
      <Navbar
        as={showNavigation ? 'nav' : 'div'}
        expand="lg"
        bg="dark"
        data-bs-theme="dark"
        expanded={collapse}
        onToggle={menus.onToggle('navbar')}
        aria-label={showNavigation ? 'Main' : undefined}
      >
        <Container>
          <Navbar.Brand as={Link} to="/" className="d-flex align-items-center gap-2">
            <SiteLogo />
            <span>{siteConfig.productName}</span>
          </Navbar.Brand>
          {showNavigation && (
            <>
              <Navbar.Toggle aria-controls="main-navigation" />
              <Navbar.Collapse id="main-navigation">
                <AudienceMenus {...menus} />
                <AccountMenu {...menus} />
              </Navbar.Collapse>
            </>
          )}
        </Container>
      </Navbar>
    </header>
  );
}
