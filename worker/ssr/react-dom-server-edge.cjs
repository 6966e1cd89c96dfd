"use strict";

/*
 * `react-dom/server` and `react-dom/server.edge` in the bundled worker (wrangler.toml [alias]):
 * React's edge renderer, as the package's own server.edge.js loads it, minus the legacy string
 * renderer that file loads too for `renderToString`. Nothing in the worker renders to a string
 * (the document is always streamed), and the legacy renderer is about 32 KB of the gzipped
 * worker (docs/decisions/0038-react-renderer.md). The paths skip react-dom's export map, which
 * does not list its build files.
 */
const edge =
  process.env.NODE_ENV === "production"
    ? require("../../node_modules/react-dom/cjs/react-dom-server.edge.production.js")
    : require("../../node_modules/react-dom/cjs/react-dom-server.edge.development.js");

function notBundled() {
  throw new Error("The worker bundles React's streaming renderer only: render with renderToReadableStream");
}

exports.version = edge.version;
exports.renderToReadableStream = edge.renderToReadableStream;
exports.resume = edge.resume;
exports.renderToString = notBundled;
exports.renderToStaticMarkup = notBundled;
