// Production builds write `file.js.br` and `file.js.gz` beside each text asset, so a static
// server or CDN (scripts/lib/static-server.mjs) sends compressed bytes without compressing
// on every request. Source maps are left alone: only developers fetch them.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

const TEXT_ASSETS = /\.(js|css|html|json|svg)$/;

function precompressPlugins() {
  return [
    new CompressionPlugin({
      test: TEXT_ASSETS,
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      filename: '[path][base].gz',
    }),
    new CompressionPlugin({
      test: TEXT_ASSETS,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      filename: '[path][base].br',
    }),
  ];
}

module.exports = { precompressPlugins };
