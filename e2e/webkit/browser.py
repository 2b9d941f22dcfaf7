#!/usr/bin/python3
"""A minimal WebKitGTK browser for WebKitWebDriver (e2e/webkit/driver.ts starts it through the
driver's `webkitgtk:browserOptions`).

Debian's MiniBrowser cannot be narrower than 447 px (its toolbar); this window holds the web view
alone, so WebDriver's window size is the viewport (a 375 px phone included). It also gives the
tests what WebDriver lacks, as a real visitor's browser would not need them:
  - a script at document start, in every frame, that reports `securitypolicyviolation`, uncaught
    `error` and `unhandledrejection` events before any page script runs;
  - console messages (WebKit's own CSP refusals among them), written by the web process;
  - every request off localhost refused by a content blocker, as e2e/fixtures.ts does in Chromium,
    and every request to the site that fails or gets a 4xx/5xx answer;
  - the clipboard's text, read by the test through `window.webkit.messageHandlers.clipboard`.
All of it is written to the file given by --log, one message a line.

  browser.py --automation --log=FILE --data-dir=DIR [--disable-features=NAME,...]
"""
import json
import os
import sys

import gi

gi.require_version("Gdk", "3.0")
gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
gi.require_version("JavaScriptCore", "4.1")
from gi.repository import Gdk, GLib, Gtk, JavaScriptCore, WebKit2  # noqa: E402

OBSERVER = """
(() => {
  const post = (kind, text) => {
    try {
      window.webkit.messageHandlers.observed.postMessage(JSON.stringify({ kind, text, url: location.href }));
    } catch {}
  };
  document.addEventListener('securitypolicyviolation', (event) =>
    post('csp', `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`),
  );
  window.addEventListener('error', (event) => post('pageerror', `${event.message} (${event.filename}:${event.lineno})`));
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    post('pageerror', `Unhandled rejection: ${reason && reason.message ? `${reason.name}: ${reason.message}` : String(reason)}`);
  });
})();
"""

# Content-blocker rules: refuse every load, then let loopback and in-page URLs through. The rule
# syntax has no alternation, hence one rule per host.
BLOCK_OFF_LOOPBACK = json.dumps(
    [{"trigger": {"url-filter": ".*"}, "action": {"type": "block"}}]
    + [
        {"trigger": {"url-filter": pattern}, "action": {"type": "ignore-previous-rules"}}
        for pattern in ["^https?://localhost[:/]", "^https?://127\\.0\\.0\\.1[:/]", "^about:", "^data:", "^blob:"]
    ]
)


def main() -> None:
    if "--automation" not in sys.argv:
        sys.exit("browser.py runs only under WebKitWebDriver (--automation)")
    options = dict(arg[2:].split("=", 1) for arg in sys.argv[1:] if arg.startswith("--") and "=" in arg)
    log_path = options.get("log")
    data_dir = options.get("data-dir")
    if not data_dir:
        sys.exit("browser.py needs --data-dir=DIR (a fresh directory for the session's storage)")
    if log_path:
        # The web processes inherit these: WebKit writes console messages to their stderr.
        log = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        os.dup2(log, 1)
        os.dup2(log, 2)

    def write(kind: str, text: str) -> None:
        os.write(1, f"{kind.upper()} {text}\n".encode())

    Gtk.init(None)
    # Automation first: the driver asks for its session as soon as WebKit's inspector server is up
    # (the first WebKit object starts it), and a request that comes before automation is allowed
    # goes unanswered, leaving the driver waiting for ever.
    # Not ephemeral: WebKit writes console messages out only for a persistent session. The
    # directory is the session's own, so each session still starts with empty storage.
    data = WebKit2.WebsiteDataManager(base_data_directory=f"{data_dir}/data", base_cache_directory=f"{data_dir}/cache")
    context = WebKit2.WebContext.new_with_website_data_manager(data)
    context.set_automation_allowed(True)
    context.connect("automation-started", lambda _context, session: automation_started(session))

    content = WebKit2.UserContentManager()
    content.add_script(
        WebKit2.UserScript(
            OBSERVER,
            WebKit2.UserContentInjectedFrames.ALL_FRAMES,
            WebKit2.UserScriptInjectionTime.START,
            None,
            None,
        )
    )
    content.register_script_message_handler("observed")

    def on_observed(_manager, result) -> None:
        message = json.loads(result.get_js_value().to_string())
        write(message["kind"], f"{message['url']}: {message['text']}")

    content.connect("script-message-received::observed", on_observed)

    content.register_script_message_handler_with_reply("clipboard", None)

    def on_clipboard(_manager, value, reply) -> bool:
        text = Gtk.Clipboard.get(Gdk.SELECTION_CLIPBOARD).wait_for_text()
        reply.return_value(JavaScriptCore.Value.new_string(value.get_context(), text or ""))
        return True

    content.connect("script-message-with-reply-received::clipboard", on_clipboard)

    # The blocker compiles asynchronously; the first view waits for it (see create_web_view).
    store = WebKit2.UserContentFilterStore.new(f"{data_dir}/filters")
    blocker = {}

    def on_saved(source, result) -> None:
        content.add_filter(source.save_finish(result))
        blocker["ready"] = True

    store.save("block-off-loopback", GLib.Bytes.new(BLOCK_OFF_LOOPBACK.encode()), None, on_saved)

    settings = WebKit2.Settings()
    settings.set_enable_write_console_messages_to_stdout(True)
    # --disable-features=PopoverAttribute,...: engine features switched off, to stand in for an
    # older Safari that lacks them (WebKit's identifiers, as in Settings.get_all_features()).
    disabled = set(filter(None, options.get("disable-features", "").split(",")))
    features = WebKit2.Settings.get_all_features()
    for index in range(features.get_length()):
        feature = features.get(index)
        if feature.get_identifier() in disabled:
            settings.set_feature_enabled(feature, False)
            disabled.discard(feature.get_identifier())
    if disabled:
        sys.exit(f"browser.py: no WebKit feature named {', '.join(sorted(disabled))}")

    windows = []

    def loopback(uri: str) -> bool:
        host = GLib.Uri.parse(uri, GLib.UriFlags.NONE).get_host() if "://" in uri else None
        return host in ("localhost", "127.0.0.1")

    # Every request to the site, as Playwright's request events give it in Chromium: an answer of
    # 400 or more, or a load that fails (not one the page cancels), is reported. (Requests off
    # loopback never get here: the blocker refuses them, and WebKit logs each refusal.)
    def watch_resource(_view, resource, request) -> None:
        uri = request.get_uri()
        method = request.get_http_method() or "GET"
        if not loopback(uri):
            return

        def finished(finished_resource) -> None:
            response = finished_resource.get_response()
            status = response.get_status_code() if response else 0
            if status >= 400:
                write("failedrequest", f"{method} {uri}: the server responded with a status of {status}")

        def failed(_resource, error) -> None:
            if not error.matches(WebKit2.NetworkError.quark(), WebKit2.NetworkError.CANCELLED):
                write("failedrequest", f"{method} {uri}: {error.message}")

        resource.connect("finished", finished)
        resource.connect("failed", failed)

    def create_web_view(_session) -> WebKit2.WebView:
        while "ready" not in blocker:
            GLib.MainContext.default().iteration(True)
        view = WebKit2.WebView(
            web_context=context, user_content_manager=content, settings=settings, is_controlled_by_automation=True
        )
        window = Gtk.Window()
        window.set_default_size(1280, 800)
        window.add(view)
        view.connect("close", lambda _view: window.destroy())
        view.connect("resource-load-started", watch_resource)
        window.connect("destroy", lambda closed: windows.remove(closed) or (windows or Gtk.main_quit()))
        windows.append(window)
        window.show_all()
        return view

    def automation_started(session) -> None:
        info = WebKit2.ApplicationInfo()
        info.set_name("TravelOrchardWebKit")
        info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
        session.set_application_info(info)
        session.connect("create-web-view", create_web_view)

    # Stop with the driver that started us, even if it never closes the session (killed, crashed).
    parent = os.getppid()
    GLib.timeout_add_seconds(1, lambda: os.getppid() == parent or Gtk.main_quit())
    Gtk.main()


if __name__ == "__main__":
    main()
