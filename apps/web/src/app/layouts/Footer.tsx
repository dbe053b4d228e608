import { Link, useNavigate } from 'react-router';
import { useAccountPrompts } from '../../components/AccountPrompts';
import { useSession } from '../../components/useSession';
import { siteConfig } from '../../lib/siteConfig';
import { OrchestraLogo, SiteLogo } from './Logos';

// Read once per page load; the year only matters to the copyright line.
const currentYear = new Date().getFullYear();

/** SPEC §2 Footer. */
export function Footer() {
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const prompts = useAccountPrompts();

  return (
    <footer className="site-footer bg-dark text-light py-4 mt-auto" data-bs-theme="dark">
      <div className="container d-flex flex-column flex-md-row gap-4 justify-content-between">
        <div className="d-flex align-items-center gap-3">
          <SiteLogo size={40} />
          <a href={siteConfig.orchestraUrl} className="text-light">
            <OrchestraLogo size={40} />
          </a>
        </div>
        <nav aria-label="Footer">
          <ul className="list-unstyled mb-0 d-flex flex-column flex-md-row gap-md-3">
            <li>
              Need help? <a href={`mailto:${siteConfig.helpEmail}`}>{siteConfig.helpEmail}</a>
            </li>
            <li>
              <Link to="/privacy">Privacy policy</Link>
            </li>
            <li>
              <Link to="/terms-and-conditions">Terms and Conditions</Link>
            </li>
            <li>
              <a href={siteConfig.orchestraUrl}>Visit {siteConfig.orchestraName}</a>
            </li>
          </ul>
        </nav>
        {!loggedIn && (
          <div>
            <button
              type="button"
              className="btn btn-outline-light"
              onClick={() => (prompts ? prompts.openLogin() : navigate('/login'))}
            >
              Sign In
            </button>
          </div>
        )}
      </div>
      <div className="container">
        <p className="small mt-3 mb-0">
          © {currentYear} {siteConfig.orchestraName}
        </p>
      </div>
    </footer>
  );
}
