/**
 * A sentence-embedding model in a local folder (ONNX export in the transformers.js layout:
 * config.json, tokenizer.json, onnx/model.onnx), run in-process by @huggingface/transformers.
 *
 * That package (with onnxruntime-node, ~500 MB) is an OPTIONAL peer, not a dependency: install
 * it only where this provider is used (`npm install @huggingface/transformers`). It is loaded
 * with a dynamic import on first use, with remote model downloads disabled: nothing is
 * fetched at run time, the folder must already hold the model.
 *
 * modelPath + model: models live in modelPath/<model>/ ; modelPath alone: modelPath is the model.
 * Vectors are mean-pooled and L2-normalised.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '../../errors/app-error.js';
import type { EmbeddingProvider } from './provider-types.js';
import { l2Normalise } from './vector-math.js';

export const ONNX_RUNTIME_PACKAGE = '@huggingface/transformers';

export interface OnnxProviderOptions { modelPath: string; model?: string; dimensions?: number }

interface FeatureTensor { dims: number[]; data: ArrayLike<number> }
type FeatureExtractor = ((texts: string[], options: { pooling: 'mean'; normalize: boolean }) => Promise<FeatureTensor>) & { dispose?: () => Promise<void> };
interface TransformersModule {
  env: { allowRemoteModels: boolean; allowLocalModels: boolean; localModelPath: string };
  pipeline(task: 'feature-extraction', model: string, options?: Record<string, unknown>): Promise<FeatureExtractor>;
}

function unavailable(message: string, cause?: unknown): AppError {
  return new AppError('SYSTEM-003', { message, details: { dependency: 'embeddings' }, cause });
}

/** Resolves the model folder, imports the runtime and loads the model; throws SYSTEM-003 with the fix when it cannot. */
export async function createOnnxEmbeddingProvider(
  options: OnnxProviderOptions,
  importRuntime: () => Promise<unknown> = () => import(/* optional peer */ ONNX_RUNTIME_PACKAGE),
): Promise<EmbeddingProvider> {
  if (!options.modelPath) throw unavailable('EMBEDDING_MODEL_PATH is required for the onnx embedding provider');
  const root = path.resolve(options.modelPath);
  const folder = options.model ? path.join(root, options.model) : root;
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    throw unavailable(`ONNX model folder not found: ${folder} (set EMBEDDING_MODEL_PATH${options.model ? ' and EMBEDDING_MODEL' : ''})`);
  }
  let runtime: TransformersModule;
  try {
    runtime = (await importRuntime()) as TransformersModule;
  } catch (error) {
    throw unavailable(`The onnx embedding provider needs the optional package ${ONNX_RUNTIME_PACKAGE}: run npm install ${ONNX_RUNTIME_PACKAGE}`, error);
  }
  runtime.env.allowRemoteModels = false;
  runtime.env.allowLocalModels = true;
  runtime.env.localModelPath = path.dirname(folder) + path.sep;
  let extractor: FeatureExtractor;
  try {
    extractor = await runtime.pipeline('feature-extraction', path.basename(folder));
  } catch (error) {
    throw unavailable(`Could not load the ONNX model in ${folder}: ${(error as Error).message}`, error);
  }
  return new OnnxEmbeddingProvider(extractor, path.basename(folder), options.dimensions);
}

class OnnxEmbeddingProvider implements EmbeddingProvider {
  readonly id: string;
  private dims: number;

  constructor(private readonly extractor: FeatureExtractor, model: string, dimensions?: number) {
    this.id = `onnx:${model}`;
    this.dims = dimensions ?? 0;
  }

  get dimensions(): number {
    return this.dims;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    if (texts.length === 0) return [];
    const tensor = await this.extractor(texts, { pooling: 'mean', normalize: true });
    const width = tensor.dims[tensor.dims.length - 1]!;
    if (this.dims === 0) this.dims = width;
    if (width !== this.dims) throw unavailable(`ONNX model produced ${width}-d vectors, expected ${this.dims}`);
    return texts.map((_, i) => l2Normalise(Float32Array.from(Array.prototype.slice.call(tensor.data, i * width, (i + 1) * width) as number[])));
  }

  async close(): Promise<void> {
    await this.extractor.dispose?.();
  }
}
