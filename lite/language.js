// The static site's language (issue 32): `lab/index.html?lang=de&path=hit/01-goal-and-material.ipynb`
// runs JupyterLab with its menus in German (its official language pack, in the site's api/translations/),
// opens the German copy of the notebook (notebooks/de/… mirrors notebooks/ file for file) and starts
// its Python in German (RULEBOOK_LANGUAGE, read by rulebook/i18n.py). Without ?lang= the site is English.
// The kernel of a page in French, German, Italian or Spanish loads that language's catalogue with its other
// wheels (rulebook-catalogue-de, lite/build.py); no page loads the others' (lite/catalogue_finder.py fetches
// one when the kernel first speaks it).
// ?lang=qps is the pseudo-locale of the tests (rulebook/i18n.py): the English notebooks and menus, and every
// text of the rulebook's Python accented, longer and bracketed, so that one bypassing the catalogues shows.
// A click on another language in a start page's language bar opens the page again in that language.
//
// lite/build.py puts this script in lab/index.html right after its configuration element, so that it
// sees JupyterLite's config-utils.js write the site's configuration and adds the language to it before
// JupyterLab reads it.
(() => {
  const LOCALES = { en: "en", fr: "fr_FR", de: "de_DE", it: "it_IT", es: "es_ES", qps: "en" };
  const TRANSLATION_PLUGIN = "@jupyterlab/translation-extension:plugin";
  const KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel";
  const START_PAGE = "00-start-here.ipynb";
  const LANGUAGE_FOLDER = /^(fr|de|it|es)\//;
  const LAYOUT_SAVED_MS = 1500;  // 500 was too short here, 1000 enough

  const params = new URLSearchParams(window.location.search);
  const asked = (params.get("lang") || "").toLowerCase();
  const language = asked in LOCALES ? asked : "en";
  window.rbLanguage = language;

  function inLanguage(path, lang) {
    const english = path.replace(/^\/+/, "").replace(LANGUAGE_FOLDER, "");
    return LANGUAGE_FOLDER.test(`${lang}/`) ? `${lang}/${english}` : english;
  }

  function pageUrl(lang, path) {
    const query = new URLSearchParams(window.location.search);
    query.set("lang", lang);
    query.set("path", inLanguage(path, lang));
    return `${window.location.pathname}?${query}`;
  }

  if (asked in LOCALES) {
    const path = inLanguage(params.get("path") || START_PAGE, language);
    if (path !== params.get("path")) window.history.replaceState(null, "", pageUrl(language, path));
  }

  const config = document.getElementById("jupyter-config-data");
  const observer = new MutationObserver(() => {
    let data;
    try {
      data = JSON.parse(config.textContent);
    } catch {
      return;
    }
    if (!data.baseUrl) return; // not yet the configuration config-utils.js made
    observer.disconnect();
    const overrides = (data.settingsOverrides = data.settingsOverrides || {});
    overrides[TRANSLATION_PLUGIN] = { ...overrides[TRANSLATION_PLUGIN], locale: LOCALES[language] };
    const plugins = (data.litePluginSettings = data.litePluginSettings || {});
    const kernel = (plugins[KERNEL_PLUGIN] = plugins[KERNEL_PLUGIN] || {});
    const options = (kernel.loadPyodideOptions = kernel.loadPyodideOptions || {});
    options.env = { ...options.env, RULEBOOK_LANGUAGE: language };
    if (LANGUAGE_FOLDER.test(`${language}/`)) {
      options.packages = [...(options.packages || []), `rulebook-catalogue-${language}`];
    }
    config.textContent = JSON.stringify(data);
  });
  if (config) observer.observe(config, { childList: true, characterData: true, subtree: true });

  // The language bar: a link to another language's start page reloads the page in that language (the
  // menus and the kernel take their language when the page starts).
  function linkedStartPage(anchor) {
    const target = decodeURIComponent(new URL(anchor.href, window.location.href).pathname);
    const match = target.match(/\/files\/(?:(fr|de|it|es)\/)?00-start-here\.ipynb$/);
    return match ? (match[1] || "en") : null;
  }

  window.addEventListener("click", (event) => {
    const anchor = event.target instanceof Element && event.target.closest(".jp-RenderedMarkdown a[href]");
    const lang = anchor && linkedStartPage(anchor);
    if (!lang || lang === language || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // the open tabs close first, so that the page in the new language does not restore them (each would
    // start its Python): JupyterLab saves its layout in the browser as it changes
    const app = window.jupyterapp;
    for (const widget of app ? Array.from(app.shell.widgets("main")) : []) widget.dispose();
    window.setTimeout(() => window.location.assign(pageUrl(lang, START_PAGE)), LAYOUT_SAVED_MS);
  }, true);
})();
