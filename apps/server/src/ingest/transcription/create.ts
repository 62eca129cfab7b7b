import type { Config } from '../../config.ts';
import type { TranscriptionEngine } from './engine.ts';
import { openaiEngine } from './openai.ts';
import { pocketsphinxEngine } from './pocketsphinx.ts';

/** The engine chosen by TRANSCRIBE_ENGINE. */
export function createTranscriptionEngine(config: Config['ingest']): TranscriptionEngine {
  const parallel = config.parallel > 0 ? config.parallel : undefined;
  if (config.engine === 'openai') {
    return openaiEngine({ ...config.openai, parallel, timeoutMs: config.tools.timeoutMs });
  }
  return pocketsphinxEngine({
    path: config.pocketsphinxPath,
    extraArgs: config.pocketsphinxArgs,
    parallel,
    timeoutMs: config.tools.timeoutMs,
  });
}
