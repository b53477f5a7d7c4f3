import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../errors/app-error.js';
import { createOnnxEmbeddingProvider, ONNX_RUNTIME_PACKAGE } from './onnx-provider.js';
import { createEmbeddingProvider } from './provider.js';

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'memplat-onnx-'));
await fs.mkdir(path.join(root, 'mini-model'));
afterAll(() => fs.rm(root, { recursive: true, force: true }));

async function errorOf(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(isAppError(error) && error.code).toBe('SYSTEM-003');
  return error as Error;
}

describe('local ONNX embedding provider', () => {
  it('names the missing model folder', async () => {
    const error = await errorOf(createEmbeddingProvider({ provider: 'onnx', modelPath: root, model: 'absent-model' }));
    expect(error.message).toContain(path.join(root, 'absent-model'));
    await errorOf(createEmbeddingProvider({ provider: 'onnx' }));
  });

  it('says which optional package to install when the runtime is absent', async () => {
    const notInstalled = () => Promise.reject(Object.assign(new Error(`Cannot find package '${ONNX_RUNTIME_PACKAGE}'`), { code: 'ERR_MODULE_NOT_FOUND' }));
    const error = await errorOf(createOnnxEmbeddingProvider({ modelPath: root, model: 'mini-model' }, notInstalled));
    expect(error.message).toContain(`npm install ${ONNX_RUNTIME_PACKAGE}`);
  });

  it('loads the model offline from the folder and returns unit vectors', async () => {
    const env = { allowRemoteModels: true, allowLocalModels: false, localModelPath: '' };
    let loaded = '';
    const fakeRuntime = {
      env,
      async pipeline(task: string, model: string) {
        loaded = `${task}:${model}`;
        return async (texts: string[]) => ({ dims: [texts.length, 2], data: Float32Array.from(texts.flatMap((t) => [t.length, 1])) });
      },
    };
    const provider = await createOnnxEmbeddingProvider({ modelPath: path.join(root, 'mini-model') }, async () => fakeRuntime);
    expect(env).toEqual({ allowRemoteModels: false, allowLocalModels: true, localModelPath: root + path.sep });
    expect(loaded).toBe('feature-extraction:mini-model');
    const [v] = await provider.embed(['abc']);
    expect(provider.dimensions).toBe(2);
    expect(v![0]! ** 2 + v![1]! ** 2).toBeCloseTo(1, 6);
    expect(provider.id).toBe('onnx:mini-model');
  });
});
