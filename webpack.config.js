/* Production: content-hashed, code-split chunks; hidden source maps (never referenced, never served). */
const path = require('path');
const webpack = require('webpack');
const fs = require('fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** Copies the static legal pages (public/legal) into the build. */
class CopyLegalPagesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyLegalPagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyLegalPagesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const dir = path.resolve(__dirname, 'public/legal');
          for (const file of fs.readdirSync(dir)) {
            compilation.fileDependencies.add(path.join(dir, file));
            compilation.emitAsset(`legal/${file}`, new webpack.sources.RawSource(fs.readFileSync(path.join(dir, file))));
          }
        },
      );
    });
  }
}

const ENV_KEYS = [
  'APP_ENV',
  'API_BASE_URL',
  'REALTIME_CREDENTIALS_URL',
  'REALTIME_ENDPOINT',
  'CLIENT_ID',
  'PLATFORM_KEY',
  'RECAPTCHA_SITE_KEY',
  'BEACON_URL',
  'LEGAL_SITE_URL',
  'STRIPE_CONNECT_URL',
  'PAGEBUILDER_URL',
  'PAGEBUILDER_COOKIE_DOMAIN',
  'SUPPORT_URL',
  'THOUGHTSPOT_MERCHANT_ID',
  'DOMO_MERCHANT_ID',
];

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  const sandboxTarget = process.env.SANDBOX_URL || 'http://127.0.0.1:8081';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      // Source maps land beside dist/, never inside what is served.
      sourceMapFilename: '../sourcemaps/[file].map',
      clean: true,
    },
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // aws-iot-device-sdk-v2's browser build requires Node's 'util' only for Greengrass discovery, never used here.
      fallback: { util: false },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: 'tsconfig.json' } },
        },
        { test: /\.(png|svg|jpg|woff2?)$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:10][ext]' } },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(
        Object.fromEntries(ENV_KEYS.map((key) => [`process.env.${key}`, JSON.stringify(process.env[key] || '')])),
      ),
      // moment ships without its locales: only the built-in English one is used.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      new HtmlWebpackPlugin({ template: 'public/index.html', favicon: 'public/favicon.svg' }),
      new CopyLegalPagesPlugin(),
    ],
    optimization: {
      // One entry: the runtime rides in main.js rather than a script of its own (one request and one gzip stream fewer
      // on /login, about 0.3 KiB gzipped).
      runtimeChunk: false,
      moduleIds: 'deterministic',
      splitChunks: { chunks: 'all' },
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.PORT || 8080),
      historyApiFallback: true,
      hot: true,
      proxy: [
        { context: ['/api'], target: sandboxTarget, changeOrigin: true },
        // The Host header is kept: the realtime URL is signed for the page's host name, and the sandbox checks it.
        { context: ['/mqtt'], target: sandboxTarget, ws: true, changeOrigin: false },
      ],
    },
  };
};
