#!/usr/bin/env node
// The `adplan` command: runs the engine's TypeScript CLI through tsx (the engine ships as TypeScript).
// The CLI is imported after tsx is registered, so the import must be dynamic.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/cli-main.ts');
process.exitCode = await main(process.argv.slice(2));
