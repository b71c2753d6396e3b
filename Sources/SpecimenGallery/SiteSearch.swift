import Foundation
import SpecimenSupport

/// The gallery's search: a static index the gallery writes (`search-index.js`, loaded by a plain
/// `<script src>` because a page opened from disk may not fetch a JSON file), and a combobox in the
/// navigation bar that filters it as the reader types. Keyboard first: `/` focuses the box, the
/// arrows move through the results, Enter opens one, Escape clears. No server, nothing fetched.
enum SiteSearch {
    /// One thing the search finds.
    struct Entry: Sendable, Equatable {
        /// What the result says ("Stepper: Size=md, State=Max").
        let title: String
        /// Set, Variant, Property, Token or Prose.
        let kind: String
        /// Where it opens, relative to the site's root.
        let url: String
        /// More words it is found by (values, descriptions, prose).
        let text: String
    }

    static let file = "search-index.js"

    /// The index file: one array of `[title, kind, url, text]`, in the order given.
    static func script(_ entries: [Entry]) -> String {
        let rows = entries.map { entry in
            "[" + [entry.title, entry.kind, entry.url, entry.text].map(jsString).joined(separator: ",") + "]"
        }
        return "window.SPECIMEN_SEARCH = [\n" + rows.joined(separator: ",\n") + "\n];\n"
    }

    /// A JavaScript string literal: JSON's quoting (`JSONWriter`), with `<` escaped so `</script>`
    /// never closes a tag, and the two line separators JavaScript before ES2019 refused in strings.
    static func jsString(_ text: String) -> String {
        JSONWriter.quoted(text).replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: "\u{2028}", with: "\\u2028").replacingOccurrences(of: "\u{2029}", with: "\\u2029")
    }

    /// The box, its results and a live region that says how many there are, in `strings`' words
    /// (the counts' words in `data-one` and `data-many`, `%d` standing for the number).
    static func box(_ strings: GalleryStrings) -> String {
        let e = HTMLPage.escape
        return "<div class=\"search\" role=\"search\"><label class=\"visually-hidden\" for=\"search\">\(e(strings[.searchLabel]))</label>"
            + "<input id=\"search\" type=\"search\" role=\"combobox\" aria-expanded=\"false\" aria-controls=\"search-results\" aria-autocomplete=\"list\" "
            + "autocomplete=\"off\" spellcheck=\"false\" placeholder=\"\(e(strings[.searchPlaceholder]))\">"
            + "<ul id=\"search-results\" role=\"listbox\" aria-label=\"\(e(strings[.searchResults]))\" hidden></ul>"
            + "<span id=\"search-status\" class=\"visually-hidden\" role=\"status\" aria-live=\"polite\" "
            + "data-one=\"\(e(strings[.oneResult]))\" data-many=\"\(e(strings[.manyResults]))\"></span></div>"
    }

    static let scripts = "<script src=\"\(file)\" defer></script>\n<script>\(behaviour)</script>"

    /// Every word typed must be found (case-insensitive) in a result's title or text; titles that
    /// contain the words come first, then the index's order; at most 12 are shown.
    static let behaviour = """
        (function () {
          document.addEventListener('DOMContentLoaded', function () {
            var input = document.getElementById('search'), list = document.getElementById('search-results');
            var status = document.getElementById('search-status');
            if (!input || !list) { return; }
            var shown = [], active = -1;
            function open(entry) { location.href = entry[2]; }
            function select(index) {
              var items = list.querySelectorAll('[role=option]');
              for (var i = 0; i < items.length; i++) { items[i].setAttribute('aria-selected', i === index ? 'true' : 'false'); }
              active = index;
              if (index >= 0 && items[index]) { input.setAttribute('aria-activedescendant', items[index].id); items[index].scrollIntoView({ block: 'nearest' }); }
              else { input.removeAttribute('aria-activedescendant'); }
            }
            function update() {
              var words = input.value.toLowerCase().split(/\\s+/).filter(Boolean);
              var entries = window.SPECIMEN_SEARCH || [], first = [], rest = [];
              if (words.length) {
                for (var i = 0; i < entries.length; i++) {
                  var title = entries[i][0].toLowerCase(), all = title + ' ' + entries[i][3].toLowerCase();
                  if (!words.every(function (w) { return all.indexOf(w) >= 0; })) { continue; }
                  (words.every(function (w) { return title.indexOf(w) >= 0; }) ? first : rest).push(entries[i]);
                }
              }
              shown = first.concat(rest).slice(0, 12);
              list.textContent = '';
              shown.forEach(function (entry, i) {
                var item = document.createElement('li');
                item.id = 'search-result-' + i; item.setAttribute('role', 'option'); item.setAttribute('aria-selected', 'false');
                item.textContent = entry[0];
                var kind = document.createElement('span'); kind.className = 'kind'; kind.textContent = ' ' + entry[1];
                item.appendChild(kind);
                item.addEventListener('mousedown', function (event) { event.preventDefault(); open(entry); });
                list.appendChild(item);
              });
              list.hidden = shown.length === 0;
              input.setAttribute('aria-expanded', shown.length ? 'true' : 'false');
              select(-1);
              if (status) { status.textContent = words.length ? (shown.length === 1 ? status.dataset.one : status.dataset.many.replace('%d', shown.length)) : ''; }
            }
            input.addEventListener('input', update);
            input.addEventListener('keydown', function (event) {
              if (event.key === 'ArrowDown' && shown.length) { event.preventDefault(); select((active + 1) % shown.length); }
              else if (event.key === 'ArrowUp' && shown.length) { event.preventDefault(); select(active <= 0 ? shown.length - 1 : active - 1); }
              else if (event.key === 'Enter' && shown.length) { event.preventDefault(); open(shown[Math.max(active, 0)]); }
              else if (event.key === 'Escape') { input.value = ''; update(); }
            });
            input.addEventListener('blur', function () { list.hidden = true; input.setAttribute('aria-expanded', 'false'); });
            input.addEventListener('focus', function () { if (shown.length) { list.hidden = false; input.setAttribute('aria-expanded', 'true'); } });
            document.addEventListener('keydown', function (event) {
              var target = event.target, tag = target && target.tagName;
              if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) { return; }
              if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (target && target.isContentEditable)) { return; }
              event.preventDefault(); input.focus();
            });
          });
        })();
        """

    static let style = """
        .search { position: relative; }
        .search input { font: inherit; font-size: 13px; width: 16em; padding: 3px 8px; border-radius: 6px; border: 1px solid var(--soft); background: var(--page); color: var(--ink); }
        .search input::placeholder { color: var(--soft); opacity: 1; }
        #search-results { position: absolute; z-index: 4; top: 100%; left: 0; margin: 4px 0 0; padding: 4px 0; list-style: none; width: min(28em, 90vw); max-height: 60vh; overflow-y: auto; background: var(--page); border: 1px solid var(--rule); border-radius: 8px; box-shadow: 0 6px 24px rgba(0,0,0,.18); }
        #search-results li { padding: 4px 12px; cursor: pointer; }
        #search-results li[aria-selected="true"] { background: var(--link); color: var(--page); }
        #search-results li[aria-selected="true"] .kind { color: inherit; }
        #search-results .kind { color: var(--soft); font-size: 12px; }
        """
}
