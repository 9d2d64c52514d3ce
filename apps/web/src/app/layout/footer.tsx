import { Link } from 'react-router';
import { commonText, layoutText, siteText } from '@kaimono/i18n';
import { safeExternalHref, StoreContact, useStoreInfo } from '@/features/store';
import { paths, staticPagePaths } from '@/shared/config/paths';
import { siteCodes } from '@/shared/config/sites';
import { Icon } from '@/shared/ui/icons';
import { Logo } from './logo';
import './footer.css';

const helpPages = [staticPagePaths.newUser, staticPagePaths.buyingGuide, staticPagePaths.fees, staticPagePaths.photoService, staticPagePaths.priceEstimate];
const policyPages = [staticPagePaths.tradingPolicy, staticPagePaths.privacy];

/** Site footer (spec §2): company info from /api/store, every static page, news, socials. */
export function Footer() {
  const { data: store } = useStoreInfo();
  const facebook = safeExternalHref(store?.socials.facebook);
  const instagram = safeExternalHref(store?.socials.instagram);
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <Logo className="logo site-footer__logo" />
          <h2 id="footer-about" className="sr-only">
            {layoutText.footerAbout}
          </h2>
          <p>{layoutText.footerAboutText}</p>
          {(facebook || instagram) && (
            <ul className="site-footer__socials" aria-label={layoutText.footerSocials}>
              {facebook && (
                <li>
                  <a href={facebook} target="_blank" rel="noopener noreferrer" aria-label={layoutText.socialFacebook}>
                    <Icon name="facebook" />
                  </a>
                </li>
              )}
              {instagram && (
                <li>
                  <a href={instagram} target="_blank" rel="noopener noreferrer" aria-label={layoutText.socialInstagram}>
                    <Icon name="instagram" />
                  </a>
                </li>
              )}
            </ul>
          )}
        </section>
        <nav className="site-footer__col" aria-labelledby="footer-help">
          <h2 id="footer-help">{layoutText.footerHelp}</h2>
          <ul>
            {helpPages.map((path) => (
              <li key={path}>
                <Link to={path}>{layoutText.pageLinks[path]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__col" aria-labelledby="footer-policies">
          <h2 id="footer-policies">{layoutText.footerPolicies}</h2>
          <ul>
            {policyPages.map((path) => (
              <li key={path}>
                <Link to={path}>{layoutText.pageLinks[path]}</Link>
              </li>
            ))}
            <li>
              <Link to={paths.about}>{layoutText.footerAboutLink}</Link>
            </li>
            <li>
              <Link to={paths.news}>{layoutText.footerNews}</Link>
            </li>
          </ul>
        </nav>
        <nav className="site-footer__col" aria-labelledby="footer-sites">
          <h2 id="footer-sites">{layoutText.footerSites}</h2>
          <ul>
            {siteCodes.map((site) => (
              <li key={site}>
                <Link to={paths.site(site)}>{siteText[site].name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="site-footer__col site-footer__contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{layoutText.footerContact}</h2>
          <StoreContact />
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>{layoutText.footerCopyright(year, store?.name ?? commonText.brandName)}</p>
          <p>{layoutText.footerNote}</p>
        </div>
      </div>
    </footer>
  );
}
