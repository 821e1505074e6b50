/**
 * Resolves once the page has painted its first text or image (the browser's first-contentful-paint entry): what
 * is fetched or run after it does not share the network and the main thread with what the first screen paints
 * with. Where the browser reports no paint timing it resolves at once; where it does but reports no paint within
 * 3 s (a tab opened in the background), then.
 */
let painted: Promise<void> | null = null;

export function firstContentfulPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    const done = () => setTimeout(resolve, 0);
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      done();
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      done();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(resolve, 3000);
  });
  return painted;
}
