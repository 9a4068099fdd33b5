import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a Back or Forward keeps trying to reach its position while the screen's rows load. */
const RESTORE_FOR_MS = 1500;

/**
 * The window's scroll as screens change: a new screen (a link, the side navigation) opens at its
 * top; Back and Forward return to where that entry was left, once the screen is tall enough again.
 * A change of the query alone (a tab, a filter kept in the address) leaves the scroll alone.
 */
export function ScrollOnNavigate() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const current = useRef({ key: location.key, pathname: location.pathname });

  // The browser's own restoration runs before the screen has its rows; this one waits for them.
  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.current.set(current.current.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    const before = current.current;
    current.current = { key: location.key, pathname: location.pathname };
    if (before.key === location.key) return;
    if (navigationType !== 'POP') {
      if (before.pathname !== location.pathname) window.scrollTo(0, 0);
      return;
    }
    const target = positions.current.get(location.key) ?? 0;
    const until = Date.now() + RESTORE_FOR_MS;
    let frame = 0;
    const stop = () => cancelAnimationFrame(frame);
    const attempt = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1 && Date.now() < until) frame = requestAnimationFrame(attempt);
      else removeListeners();
    };
    // The user scrolling on their own ends the attempts.
    const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
    const removeListeners = () => events.forEach((e) => window.removeEventListener(e, stopAll));
    const stopAll = () => {
      stop();
      removeListeners();
    };
    events.forEach((e) => window.addEventListener(e, stopAll, { passive: true }));
    attempt();
    return stopAll;
  }, [location.key, location.pathname, navigationType]);

  return null;
}
