/// What a set page does in the browser, and how its parts look: the preview's controls swap the
/// picture for the one the gallery rendered for the choice (from `#preview-data`; nothing is drawn),
/// and fill in the snippets' templates as `GallerySite.fill` does; a switch, the locale or the text
/// scale set puts the other two back (one at a time, as the pictures are rendered); each Copy button copies its snippet. With scripts off the page still
/// shows the default picture and every variant below.
enum SetPageScript {
    static let behaviour = """
        (function () {
          document.addEventListener('DOMContentLoaded', function () {
            var dataNode = document.getElementById('preview-data');
            if (dataNode) {
              var data = JSON.parse(dataNode.textContent);
              var controls = Array.prototype.slice.call(document.querySelectorAll('select[data-property]'));
              var switches = Array.prototype.slice.call(document.querySelectorAll('input[data-variation]'));
              var lists = Array.prototype.slice.call(document.querySelectorAll('select[data-variations]'));
              var theme = document.getElementById('control-theme'), scale = document.getElementById('control-scale');
              var image = document.getElementById('preview-image'), figure = document.getElementById('preview-figure');
              var caption = document.getElementById('preview-caption');
              var fill = function (template, values) {
                return Object.keys(values).reduce(function (text, key) { return text.split('{{' + key + '}}').join(values[key]); }, template);
              };
              // The one Boolean, locale or text scale away from its default ('' for none).
              var variation = function () {
                var on = switches.filter(function (s) { return s.checked === (s.dataset.variationOn === 'true'); })[0];
                if (on) { return on.dataset.variation; }
                var chosen = lists.filter(function (l) { return l.value !== ''; })[0];
                return chosen ? chosen.value : '';
              };
              var update = function () {
                var name = controls.map(function (c) { return c.dataset.property + '=' + c.value; }).join(', ') || 'Default';
                var variant = data.variants[name], mode = theme.value, index = Number(scale.value), chosen = variation();
                if (!variant || !variant[mode]) { return; }
                var files = variant[mode].files, at = Math.min(index, files.length - 1), file = files[at];
                if (chosen && variant[mode].more[chosen]) {
                  var more = variant[mode].more[chosen], ratio = Number(data.ratios[at]);
                  var label = function (f) { return f[0].slice(f[0].lastIndexOf('@')); };
                  file = [more[0].slice(0, more[0].lastIndexOf('@')) + label(file), Math.round(more[1] * ratio), Math.round(more[2] * ratio)];
                }
                image.src = file[0]; image.width = file[1]; image.height = file[2];
                image.alt = data.set + ', ' + name + (chosen ? ', ' + chosen : '') + ', ' + mode;
                figure.setAttribute('style', data.surfaces[mode]);
                figure.className = 'surface ' + mode + ' preview-figure';
                var changed = switches.filter(function (s) { return s.dataset.variation === chosen; }).map(function (s) {
                  return s.labels[0].textContent + ' ' + (s.checked ? 'on' : 'off'); })
                  .concat(lists.filter(function (l) { return l.value !== ''; }).map(function (l) {
                    return l.labels[0].textContent + ' ' + l.options[l.selectedIndex].text; }));
                caption.textContent = [name, mode === 'dark' ? data.dark : data.light, scale.options[scale.selectedIndex].text].concat(changed).join(' · ');
                var ratioText = String(data.ratios[at]);
                var values = Object.assign({}, data.variations[chosen] || data.variations[''], {
                  'variant': variant.q, 'variant-js': variant.js, 'theme': mode, 'scale': ratioText,
                  'scale-flag': ratioText === '1' ? '' : ' --scale ' + ratioText,
                  'file': variant.file + (chosen ? '--' + chosen : '') + '-' + mode + '.png'
                });
                document.getElementById('snippet-render').textContent = fill(data.templates[0], values);
                document.getElementById('snippet-swift').textContent = fill(data.templates[1], values);
              };
              // A switch, the locale or the text scale set puts the other two kinds back: one at a time.
              var reset = function (keep) {
                switches.forEach(function (s) { if (s !== keep) { s.checked = s.dataset.variationOn !== 'true'; } });
                lists.forEach(function (l) { if (l !== keep) { l.value = ''; } });
              };
              switches.concat(lists).forEach(function (control) {
                control.addEventListener('change', function () { reset(control); update(); });
              });
              controls.concat([theme, scale]).forEach(function (control) { control.addEventListener('change', update); });
              update();
            }
            var status = document.getElementById('copy-status');
            Array.prototype.forEach.call(document.querySelectorAll('button[data-copy]'), function (button) {
              button.addEventListener('click', function () {
                var text = document.getElementById(button.dataset.copy).textContent;
                var done = function () {
                  var idle = button.dataset.idle || button.textContent;
                  button.dataset.idle = idle;
                  button.textContent = button.dataset.copied;
                  if (status) { status.textContent = status.dataset.copied; }
                  setTimeout(function () { button.textContent = idle; }, 2000);
                };
                var fallback = function () {
                  var area = document.createElement('textarea');
                  area.value = text; area.setAttribute('readonly', ''); area.style.position = 'fixed'; area.style.opacity = '0';
                  document.body.appendChild(area); area.select();
                  try { document.execCommand('copy'); } catch (e) {}
                  document.body.removeChild(area); button.focus(); done();
                };
                if (navigator.clipboard && navigator.clipboard.writeText) { navigator.clipboard.writeText(text).then(done, fallback); } else { fallback(); }
              });
            });
          });
        })();
        """

    static let style = """
        .contents { margin: 8px 0 16px; padding: 8px 16px; border: 1px solid var(--rule); border-radius: 8px; max-width: 60em; }
        .contents ul { margin: 0; padding-left: 18px; }
        .contents > ul { display: flex; flex-wrap: wrap; gap: 2px 20px; list-style: none; padding: 0; }
        .contents > ul > li > ul { display: flex; flex-wrap: wrap; gap: 2px 12px; padding: 0; list-style: none; font-size: 13px; }
        .prose { max-width: 48em; }
        .prose table { margin: 8px 0; }
        .prose h2, .prose h3, .prose h4 { text-transform: none; letter-spacing: 0; color: var(--ink); font-size: 16px; margin: 16px 0 4px; }
        .preview { padding: 8px 0 16px; border-bottom: 1px solid var(--rule); }
        .controls { display: flex; flex-wrap: wrap; gap: 8px 16px; margin: 8px 0 12px; }
        .control { display: flex; flex-direction: column; gap: 2px; font-size: 13px; }
        .control.switch input { width: 18px; height: 18px; margin: 3px 0; accent-color: var(--link); }
        .control select { font: inherit; padding: 3px 6px; border-radius: 6px; border: 1px solid var(--soft); background: var(--page); color: var(--ink); }
        .preview-figure { display: inline-block; max-width: 100%; overflow-x: auto; }
        .preview-figure img { max-width: none; }
        .snippets { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 420px), 1fr)); gap: 12px; margin-top: 12px; }
        .snippet { position: relative; min-width: 0; }
        .snippet pre, .facts pre { margin: 0; padding: 8px 10px; overflow-x: auto; background: var(--panel); border-radius: 6px; }
        .copy { position: absolute; inset-inline-end: 6px; top: 0; font: inherit; font-size: 12px; padding: 1px 8px; border-radius: 6px; border: 1px solid var(--soft); background: var(--page); color: var(--ink); cursor: pointer; }
        :root[dir="rtl"] pre, :root[dir="rtl"] [lang="en"] { direction: ltr; text-align: left; }
        .group { margin-top: 16px; }
        .group h3 .count { text-transform: none; letter-spacing: 0; font-weight: 400; }
        .variant { padding: 6px 0; }
        .variant summary { display: flex; align-items: center; gap: 16px; cursor: pointer; list-style-position: outside; }
        .variant summary h4 { margin: 0; font-size: 15px; }
        .variant summary::before { content: "▸"; color: var(--soft); width: 1em; }
        .variant details[open] > summary::before { content: "▾"; }
        .thumb { display: inline-block; flex: 0 1 auto; min-width: 0; max-width: 60%; padding: 8px; background: var(--surface); border-radius: 4px; }
        .thumb img { display: block; max-width: 100%; max-height: 64px; width: auto; height: auto; }
        .decisions li { margin: 4px 0; max-width: 60em; }
        """
}
