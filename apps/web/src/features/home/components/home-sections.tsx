import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { homeContent, homeText, siteText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { siteCodes, type SiteCode } from '@/shared/config/sites';
import { buttonClass } from '@/shared/ui/button';
import { Icon, type IconName } from '@/shared/ui/icons';
import './home.css';

/**
 * The hero as a shop banner: headline and search on the left, what the buyer gets on the right
 * (desktop), the six marketplaces as a strip under it (passed in by the route).
 */
export function HomeHero({ search, showSignup, sites }: { search: ReactNode; showSignup: boolean; sites?: ReactNode }) {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="container home-hero__inner">
        <div className="home-hero__banner">
          <p className="home-hero__eyebrow">{homeText.heroEyebrow}</p>
          <h1 id="home-hero-title" className="home-hero__title">
            {homeContent.hero.title}
          </h1>
          <p className="home-hero__subtitle">{homeContent.hero.subtitle}</p>
          <div className="home-hero__search">{search}</div>
          <p className="home-hero__note">{homeText.heroSearchNote}</p>
          <div className="home-hero__actions">
            {showSignup && (
              <Link to={paths.account.register} className={buttonClass('primary')}>
                {homeText.heroPrimaryCta}
              </Link>
            )}
            <Link to={paths.page.buyingGuide} className={buttonClass('secondary')}>
              {homeText.heroSecondaryCta}
            </Link>
          </div>
        </div>
        <ul className="home-hero__perks">
          {homeText.heroPerks.map((perk, index) => (
            <li key={perk.title} className="home-hero__perk">
              <span className="home-hero__perk-icon" aria-hidden="true">
                <Icon name={perkIcons[index % perkIcons.length]!} />
              </span>
              <span>
                <strong>{perk.title}</strong>
                <span className="home-hero__perk-text">{perk.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      {sites && <div className="container home-hero__sites">{sites}</div>}
    </section>
  );
}

const perkIcons: IconName[] = ['wallet', 'gavel', 'eye', 'truck'];

export function HomeSection({
  id,
  title,
  lead,
  children,
  muted = false,
  compact = false,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
  muted?: boolean;
  /** Shop sections: title on the left, less space (as on a shop's home page). */
  compact?: boolean;
}) {
  const className = ['home-section', muted && 'home-section--muted', compact && 'home-section--compact'].filter(Boolean).join(' ');
  return (
    <section className={className} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="home-section__title">
          {title}
        </h2>
        {lead && <p className="home-section__lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}

/** The five steps of buying through Kaimono. */
export function HowItWorks() {
  return (
    <ol className="home-steps">
      {homeContent.steps.map((step, index) => (
        <li key={step.title} className="home-steps__item">
          <span className="home-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <h3>
            <span className="sr-only">{homeText.stepLabel(index + 1)}: </span>
            {step.title}
          </h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

const siteColors: Record<SiteCode, string> = {
  auction: '#b91c1c',
  shopping: '#c2410c',
  mercari: '#be123c',
  rakuten: '#9f1239',
  paypay: '#b91c1c',
  'suruga-ya': '#1d4ed8',
};

/** The six marketplaces, each linking to its landing page. */
export function SiteGrid() {
  return (
    <ul className="home-sites">
      {siteCodes.map((site) => (
        <li key={site}>
          <Link to={paths.site(site)} className="home-sites__card">
            <span className="home-sites__badge" style={{ background: siteColors[site] }} aria-hidden="true">
              {siteText[site].name.charAt(0)}
            </span>
            <span className="home-sites__text">
              <span className="home-sites__name">{siteText[site].name}</span>
              <span className="home-sites__ja" lang="ja">
                {siteText[site].japaneseName}
              </span>
              <span className="home-sites__tagline">{homeContent.sites[site].tagline}</span>
            </span>
            <Icon name="chevronRight" className="home-sites__arrow" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

const whyIcons: IconName[] = ['receipt', 'truck', 'gavel', 'eye', 'wallet', 'chat'];

export function WhyUs() {
  return (
    <ul className="home-why">
      {homeContent.whyUs.map((item, index) => (
        <li key={item.title} className="home-why__item">
          <span className="home-why__icon">
            <Icon name={whyIcons[index % whyIcons.length]!} />
          </span>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function FeesTeaser() {
  return (
    <div className="home-fees">
      <div>
        <h2 id="home-fees-title">{homeContent.feesTeaser.title}</h2>
        <p>{homeContent.feesTeaser.text}</p>
      </div>
      <div className="home-fees__actions">
        <Link to={paths.page.fees} className={buttonClass('primary')}>
          {homeContent.feesTeaser.cta}
        </Link>
        <Link to={paths.page.priceEstimate} className={buttonClass('secondary')}>
          {homeText.estimateLink}
        </Link>
      </div>
    </div>
  );
}

/** Frequently asked questions as native disclosure widgets. */
export function Faq() {
  return (
    <div className="home-faq">
      {homeContent.faq.map((item) => (
        <details key={item.q} className="home-faq__item">
          <summary>
            <h3>{item.q}</h3>
            <Icon name="chevronDown" className="home-faq__chevron" />
          </summary>
          <p>{item.a}</p>
        </details>
      ))}
    </div>
  );
}
