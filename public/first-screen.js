/* global document, location, localStorage, navigator */
// Preloads the first screen's code and texts (the map is the page's data block, which the build writes): the
// address being opened and the stored language. A file, not an inline script, so the policy is script-src 'self'.
(function () {
  var block = document.getElementById('fd-first-screen');
  if (!block) return;
  var map = JSON.parse(block.textContent || '{}');
  var path = location.pathname.replace(/\/+$/, '') || '/';
  var language;
  try {
    language = localStorage.getItem(map.localeKey);
  } catch {
    language = null;
  }
  // A first visit opens in the browser's first language the app speaks (the domain's preferredLocale).
  if (!map.languages[language]) {
    language = (navigator.languages || [])
      .map(function (tag) {
        return String(tag).toLowerCase().split('-')[0];
      })
      .filter(function (tag) {
        return map.languages[tag];
      })[0];
  }
  (map.routes[path] || []).concat(map.languages[language] || map.languages[map.defaultLocale]).forEach(function (i) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = '/' + map.files[i];
    document.head.appendChild(link);
  });
})();
