import { ExternalLink, FileText, LogIn, Mail, ShieldCheck } from '../../components/icons';
import { Link, useNavigate } from 'react-router';
import { useAccountPrompts } from '../../components/AccountPrompts';
import { useSession } from '../../components/useSession';
import { siteConfig } from '../../lib/siteConfig';
import { OrchestraLogo, SiteLogo } from './Logos';

// Read once per page load; the year only matters to the copyright line.
const currentYear = new Date().getFullYear();

/** SPEC-GUIDE §2 Footer. */
export function Footer() {
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const prompts = useAccountPrompts();

  return (
    <footer className="site-footer text-light pt-5 pb-4 mt-auto" data-bs-theme="dark">
      <div className="container">
        <div className="row g-4 align-items-start">
          <div className="col-12 col-lg-5">
            <div className="d-flex align-items-center gap-3 mb-3">
              <span className="site-brand__mark">
                <SiteLogo size={44} />
              </span>
              <a href={siteConfig.orchestraUrl} className="text-light">
                <OrchestraLogo size={40} />
              </a>
            </div>
            <p className="site-footer__tagline mb-0">
              {siteConfig.productName}: lessons, recordings and slides from {siteConfig.orchestraName}, ready for your
              classroom.
            </p>
          </div>
          <nav aria-label="Footer" className="col-12 col-md-8 col-lg-5">
            <ul className="site-footer__links list-unstyled mb-0">
              <li>
                <Mail className="icon" size={18} />
                <span>
                  Need help? <a href={`mailto:${siteConfig.helpEmail}`}>{siteConfig.helpEmail}</a>
                </span>
              </li>
              <li>
                <ShieldCheck className="icon" size={18} />
                <Link to="/privacy">Privacy policy</Link>
              </li>
              <li>
                <FileText className="icon" size={18} />
                <Link to="/terms-and-conditions">Terms and Conditions</Link>
              </li>
              <li>
                <ExternalLink className="icon" size={18} />
                <a href={siteConfig.orchestraUrl}>Visit {siteConfig.orchestraName}</a>
              </li>
            </ul>
          </nav>
          {!loggedIn && (
            <div className="col-12 col-md-4 col-lg-2 text-md-end">
              <button
                type="button"
                className="btn btn-outline-light"
                onClick={() => (prompts ? prompts.openLogin() : navigate('/login'))}
              >
                <LogIn className="icon" size={18} />
                Sign In
              </button>
            </div>
          )}
        </div>
        <p className="site-footer__legal small mt-4 pt-3 mb-0">
          © {currentYear} {siteConfig.orchestraName}
        </p>
      </div>
    </footer>
  );
}
