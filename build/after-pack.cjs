// electron-builder afterPack hook: flips Electron fuses in the packaged binary, before signing, so
// that it cannot be run as plain Node (ELECTRON_RUN_AS_NODE), takes no NODE_OPTIONS and no
// --inspect flags, and loads the app only from its integrity-checked asar.
const { join } = require('node:path');
const { flipFuses, FuseVersion, FuseV1Options } = require('@electron/fuses');

/** @param {import('app-builder-lib').AfterPackContext} context */
exports.default = async function afterPack(context) {
  const platform = context.electronPlatformName;
  const name = context.packager.appInfo.productFilename;
  const binary =
    platform === 'darwin' ? join(context.appOutDir, `${name}.app`)
      : platform === 'win32' ? join(context.appOutDir, `${name}.exe`)
        : join(context.appOutDir, context.packager.executableName);
  await flipFuses(binary, {
    version: FuseVersion.V1,
    resetAdHocDarwinSignature: platform === 'darwin' && context.arch === 3,
    [FuseV1Options.RunAsNode]: false,
    [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
    [FuseV1Options.EnableNodeCliInspectArguments]: false,
    [FuseV1Options.EnableCookieEncryption]: true,
    [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
    [FuseV1Options.OnlyLoadAppFromAsar]: true,
  });
};
