// Where things live, in one place for every script.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const buildRoot = join(projectRoot, 'build');
export const nativeBuildDir = join(buildRoot, 'native');
export const wasmBuildDir = join(buildRoot, 'wasm');
export const sanitizeBuildDir = join(buildRoot, 'sanitize');
export const tsanBuildDir = join(buildRoot, 'tsan');
export const distDir = join(projectRoot, 'dist');
export const webDir = join(projectRoot, 'web');
