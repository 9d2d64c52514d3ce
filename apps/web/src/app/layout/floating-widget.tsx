import { Suspense, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { Link } from 'react-router';
import { layoutText } from '@kaimono/i18n';
import { SettingsDialog, useContactPanelHidden, usePreferences } from '@/features/preferences';
import { facebookChatHref, telHref, useStoreInfo, zaloHref } from '@/features/store';
import { paths } from '@/shared/config/paths';
import { cx } from '@/shared/lib/cx';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '@/shared/lib/use-media-query';
import { Icon } from '@/shared/ui/icons';
import './floating-widget.css';

/** On screens at least this tall the contact panel shows its labels (spec §9). */
export const TALL_SCREEN_MIN_HEIGHT_PX = 929;
/** The back-to-top button appears after scrolling this far. */
export const BACK_TO_TOP_AFTER_PX = 400;

function subscribeScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}
const scrolledPastThreshold = () => window.scrollY > BACK_TO_TOP_AFTER_PX;

/** What the widget never lies on: prices (the catalogue's price lines on cards and item pages). */
export const KEEP_CLEAR_SELECTOR = '.price-line, [data-keep-clear]';

const intersects = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && a.width > 0 && b.width > 0;

/**
 * True while one of the widget's buttons would lie on a price: the widget then steps aside
 * (invisible, not tappable) until the price has scrolled on. Checked on scroll, resize and when the
 * page's content changes, once per frame; never while the widget holds the keyboard focus.
 */
function useKeepClear(widget: RefObject<HTMLElement | null>): boolean {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = widget.current;
      if (!element) return;
      if (element.contains(document.activeElement)) return setBlocked(false);
      // Visibility does not move the buttons: their boxes are where they would show.
      const buttons = [...element.querySelectorAll('.widget__button')].map((button) => button.getBoundingClientRect());
      const covered = [...document.querySelectorAll(KEEP_CLEAR_SELECTOR)].some((price) => {
        const box = price.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && buttons.some((button) => intersects(button, box));
      });
      setBlocked(covered);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof MutationObserver === 'function' ? new MutationObserver(schedule) : null;
    observer?.observe(document.body, { childList: true, subtree: true });
    return () => {
      if (frame) window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [widget]);
  return blocked;
}

/**
 * The floating widget (spec §2): back to top, contact panel (price estimate, Facebook and Zalo
 * chat, call), display settings, and a toggle that hides the panel (remembered in the browser).
 */
export function FloatingWidget() {
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const ref = useRef<HTMLElement>(null);
  const stepAside = useKeepClear(ref);
  const [hidden, setHidden] = useContactPanelHidden(isMobile);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const tall = useMediaQuery(`(min-height: ${TALL_SCREEN_MIN_HEIGHT_PX}px)`);
  const showBackToTop = useSyncExternalStore(subscribeScroll, scrolledPastThreshold, () => false);
  const { preferences } = usePreferences();
  const { data: store } = useStoreInfo();
  const messenger = store ? facebookChatHref(store.chat.facebook) : null;
  const zalo = store ? zaloHref(store.chat.zalo) : null;

  const backToTop = () => {
    const reduce = preferences.reducedMotion || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  const openSettings = () => {
    setSettingsLoaded(true);
    setSettingsOpen(true);
  };

  return (
    <aside ref={ref} className={cx('widget', tall ? 'widget--expanded' : 'widget--compact', stepAside && 'widget--aside')} aria-label={layoutText.widgetLabel}>
      {showBackToTop && (
        <button type="button" className="widget__button widget__top" onClick={backToTop} aria-label={layoutText.backToTop} title={layoutText.backToTop}>
          <Icon name="arrowUp" />
        </button>
      )}
      <div id="contact-panel" className="widget__panel" hidden={hidden}>
        <Link to={paths.page.priceEstimate} className="widget__button widget__item" title={layoutText.widgetEstimate}>
          <Icon name="calculator" />
          <span className="widget__label">{layoutText.widgetEstimate}</span>
        </Link>
        {messenger && (
          <a href={messenger} target="_blank" rel="noopener noreferrer" className="widget__button widget__item widget__item--facebook" title={layoutText.widgetChatFacebook}>
            <Icon name="chat" />
            <span className="widget__label">{layoutText.widgetChatFacebook}</span>
          </a>
        )}
        {zalo && (
          <a href={zalo} target="_blank" rel="noopener noreferrer" className="widget__button widget__item widget__item--zalo" title={layoutText.widgetChatZalo}>
            <span className="widget__zalo" aria-hidden="true">
              Zalo
            </span>
            <span className="widget__label">{layoutText.widgetChatZalo}</span>
          </a>
        )}
        {store?.hotline && (
          <a href={telHref(store.hotline)} className="widget__button widget__item widget__item--call" title={`${layoutText.widgetCall} ${store.hotline}`}>
            <Icon name="phone" />
            <span className="widget__label">{layoutText.widgetCall}</span>
          </a>
        )}
        <button type="button" className="widget__button widget__item" onClick={openSettings} title={layoutText.widgetSettings}>
          <Icon name="settings" />
          <span className="widget__label">{layoutText.widgetSettings}</span>
        </button>
      </div>
      <button
        type="button"
        className="widget__button widget__toggle"
        aria-expanded={!hidden}
        aria-controls="contact-panel"
        aria-label={hidden ? layoutText.widgetToggleShow : layoutText.widgetToggleHide}
        title={hidden ? layoutText.widgetToggleShow : layoutText.widgetToggleHide}
        onClick={() => setHidden(!hidden)}
      >
        <Icon name={hidden ? 'chat' : 'close'} />
      </button>
      {settingsLoaded && (
        <Suspense fallback={null}>
          <SettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
        </Suspense>
      )}
    </aside>
  );
}
