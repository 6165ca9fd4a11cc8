/*
 * Internet Explorer warning (spec §2). Runs before the app bundle, so it is plain ES5 with no
 * dependencies: the app itself cannot start in IE, and this is the only thing such a user sees.
 * The dialog cannot be closed: no close or confirm button, backdrop clicks, Escape and hash
 * changes are ignored, and it puts itself back if something removes it.
 */
(function () {
  var userAgent = (window.navigator && window.navigator.userAgent) || '';
  if (!/MSIE |Trident\//.test(userAgent)) {
    return;
  }

  var DOWNLOAD_URL = 'https://www.microsoft.com/edge';
  var OVERLAY_ID = 'adplan-ie-warning';
  var texts = {
    zh: {
      title: '友情提示',
      body: '您正在使用的 Internet Explorer 浏览器已被微软停止维护，本系统不支持该浏览器，页面无法正常使用。',
      download: '请下载并使用新版浏览器（如 Microsoft Edge、Google Chrome 或 Firefox）：',
      linkText: '下载 Microsoft Edge',
      dualCore:
        '如果您使用的是 360 安全浏览器、360 极速浏览器、QQ 浏览器或搜狗浏览器等双核浏览器，请点击地址栏右侧的闪电/e 图标，切换到「极速模式」后刷新页面。',
    },
    en: {
      title: 'Friendly reminder',
      body: 'Internet Explorer is deprecated and no longer maintained by Microsoft. AdPlan does not support it, and the console cannot work in it.',
      download: 'Please download and use a modern browser (for example Microsoft Edge, Google Chrome or Firefox):',
      linkText: 'Download Microsoft Edge',
      dualCore:
        'If you use a dual-core browser such as 360 Secure Browser, 360 Speed Browser, QQ Browser or Sogou Browser, click the lightning / "e" icon at the right of the address bar, switch to speed mode (极速模式) and reload the page.',
    },
  };

  // The console saves its interface settings as JSON under this key (shared/settings/settings-store.ts);
  // Chinese is the default language.
  function chooseLanguage() {
    var saved = null;
    try {
      saved = window.localStorage ? window.localStorage.getItem('adplan.settings') : null;
    } catch (ignored) {
      saved = null;
    }
    return saved && /"language"\s*:\s*"en-US"/.test(saved) ? 'en' : 'zh';
  }

  var text = texts[chooseLanguage()];

  function setStyles(element, styles) {
    for (var name in styles) {
      if (Object.prototype.hasOwnProperty.call(styles, name)) {
        element.style[name] = styles[name];
      }
    }
  }

  function paragraph(content) {
    var element = document.createElement('p');
    element.appendChild(document.createTextNode(content));
    setStyles(element, { margin: '0 0 12px 0', lineHeight: '1.7', fontSize: '14px', color: '#333333' });
    return element;
  }

  function buildOverlay() {
    var overlay = document.createElement('div');
    overlay.id = OVERLAY_ID;
    setStyles(overlay, {
      position: 'fixed',
      top: '0',
      left: '0',
      width: '100%',
      height: '100%',
      zIndex: '2147483647',
      background: 'rgba(0, 0, 0, 0.45)',
      fontFamily: '"Microsoft YaHei", "PingFang SC", Arial, sans-serif',
    });

    var dialog = document.createElement('div');
    dialog.setAttribute('role', 'alertdialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', OVERLAY_ID + '-title');
    setStyles(dialog, {
      position: 'absolute',
      top: '20%',
      left: '50%',
      width: '480px',
      marginLeft: '-264px',
      padding: '24px',
      background: '#ffffff',
      borderRadius: '8px',
      boxShadow: '0 6px 16px rgba(0, 0, 0, 0.2)',
    });

    var title = document.createElement('h2');
    title.id = OVERLAY_ID + '-title';
    title.appendChild(document.createTextNode(text.title));
    setStyles(title, { margin: '0 0 16px 0', fontSize: '18px', fontWeight: 'bold', color: '#d4380d' });
    dialog.appendChild(title);

    dialog.appendChild(paragraph(text.body));

    var download = paragraph(text.download);
    var link = document.createElement('a');
    link.href = DOWNLOAD_URL;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    link.appendChild(document.createTextNode(text.linkText));
    setStyles(link, { color: '#1677ff', marginLeft: '4px' });
    download.appendChild(link);
    dialog.appendChild(download);

    dialog.appendChild(paragraph(text.dualCore));
    overlay.appendChild(dialog);
    return overlay;
  }

  var overlay = buildOverlay();

  function swallow(event) {
    var current = event || window.event;
    if (current.stopPropagation) {
      current.stopPropagation();
    } else {
      current.cancelBubble = true;
    }
  }

  function isEscape(event) {
    return event.key === 'Escape' || event.key === 'Esc' || event.keyCode === 27;
  }

  function blockEscape(event) {
    var current = event || window.event;
    if (isEscape(current)) {
      if (current.preventDefault) {
        current.preventDefault();
      } else {
        current.returnValue = false;
      }
      swallow(current);
    }
  }

  function ensureShown() {
    if (document.body && overlay.parentNode !== document.body) {
      document.body.appendChild(overlay);
    }
  }

  function listen(target, type, handler, capture) {
    if (target.addEventListener) {
      target.addEventListener(type, handler, capture);
    } else if (target.attachEvent) {
      target.attachEvent('on' + type, handler);
    }
  }

  // The backdrop is the overlay itself: clicks on it (or the dialog) go nowhere.
  listen(overlay, 'click', swallow, false);
  listen(document, 'keydown', blockEscape, true);
  listen(window, 'hashchange', ensureShown, false);

  if (document.body) {
    ensureShown();
  } else {
    listen(document, 'DOMContentLoaded', ensureShown, false);
    listen(window, 'load', ensureShown, false);
  }
  // Keep it in place if a script (for example a router) re-renders the body.
  window.setInterval(ensureShown, 1000);
})();
