import { z } from 'zod';
import { openAiHttp, openAiProviderInfo, type OpenAiCommonOptions } from '../../http/openai-http.ts';
import type { VendorHttp } from '../../http/vendor-http.ts';
import { ProviderError, type ProviderCallContext, type ProviderInfo } from '../../provider.ts';
import type {
  ScriptRequest,
  ShotBreakdownRequest,
  SplitTextRequest,
  StoryAsset,
  StoryShot,
  TextProvider,
  TranslationRequest,
} from '../text-provider.ts';
import {
  AssetsReply,
  ParsedScriptReply,
  PROMPTS,
  ShotsReply,
  SplitTextReply,
  TranslationReply,
  wireJsonSchema,
  type WireShot,
} from './openai-text.prompts.ts';

export type OpenAiTextOptions = OpenAiCommonOptions;

const LABEL = 'Text provider';

const ChatCompletion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          refusal: z.string().nullable().optional(),
        }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

const round1 = (value: number): number => Math.round(value * 10) / 10;

/** Lower-case, trimmed, de-duplicated aliases without the name itself. */
function cleanAliases(name: string, aliases: string[]): string[] {
  const own = name.toLowerCase();
  const cleaned = aliases.map((alias) => alias.trim().toLowerCase()).filter((alias) => alias && alias !== own);
  return [...new Set(cleaned)];
}

/** Shots from the model's reply: sane durations (scaled to the target), known asset names, no empty dialogue. */
function toStoryShots(
  shots: WireShot[],
  resolveName: (name: string) => string | undefined,
  targetDuration?: number,
): StoryShot[] {
  const durations = shots.map((shot) => (Number.isFinite(shot.duration) && shot.duration > 0 ? shot.duration : 3));
  const total = durations.reduce((sum, duration) => sum + duration, 0);
  const factor = targetDuration && targetDuration > 0 && total > 0 ? targetDuration / total : 1;
  return shots.map((shot, index) => {
    const names = shot.assetNames.map(resolveName).filter((name): name is string => name !== undefined);
    const dialogue = shot.dialogue?.trim();
    return {
      type: shot.type,
      description: shot.description.trim(),
      action: shot.action.trim(),
      duration: Math.max(0.5, round1((durations[index] ?? 3) * factor)),
      cameraMotion: shot.cameraMotion,
      assetNames: [...new Set(names)],
      ...(dialogue ? { dialogue } : {}),
    };
  });
}

class OpenAiTextProvider implements TextProvider {
  readonly info: ProviderInfo;
  private readonly http: VendorHttp;

  constructor(private readonly options: OpenAiTextOptions) {
    this.http = openAiHttp(options, LABEL);
    this.info = openAiProviderInfo(options, 'text', { structuredOutput: true, translateLines: true });
  }

  async analyzeStory(story: string, context: ProviderCallContext = {}): Promise<StoryAsset[]> {
    if (!story.trim()) return [];
    const reply = await this.ask('story_assets', PROMPTS.analyzeStory, story, AssetsReply, context);
    const seen = new Set<string>();
    const assets: StoryAsset[] = [];
    for (const asset of reply.assets) {
      const name = asset.name.trim();
      if (!name || seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      assets.push({
        name,
        type: asset.type,
        description: asset.description.trim(),
        aliases: cleanAliases(name, asset.aliases),
      });
    }
    return assets;
  }

  async breakdownShots(request: ShotBreakdownRequest, context: ProviderCallContext = {}): Promise<StoryShot[]> {
    const byName = new Map<string, string>();
    for (const asset of request.assets) {
      byName.set(asset.name.toLowerCase(), asset.name);
      for (const alias of asset.aliases) byName.set(alias.toLowerCase(), asset.name);
    }
    const user = JSON.stringify({
      story: request.story,
      assets: request.assets.map(({ name, type, aliases }) => ({ name, type, aliases })),
      targetDurationSeconds: request.targetDuration ?? null,
    });
    const reply = await this.ask('shot_breakdown', PROMPTS.breakdownShots, user, ShotsReply, context);
    if (reply.shots.length === 0) {
      throw new ProviderError('malformed', `${LABEL} returned no shots for the story`);
    }
    return toStoryShots(reply.shots, (name) => byName.get(name.trim().toLowerCase()), request.targetDuration);
  }

  async generateScript(request: ScriptRequest, context: ProviderCallContext = {}): Promise<string> {
    const user = JSON.stringify({
      shots: request.shots,
      direction: request.prompt ?? null,
      targetDurationSeconds: request.targetDuration ?? null,
    });
    const content = await this.complete(PROMPTS.generateScript, user, undefined, context);
    const script = content.trim();
    if (!script) throw new ProviderError('malformed', `${LABEL} returned an empty script`);
    return script;
  }

  async parseScript(script: string, context: ProviderCallContext = {}): Promise<StoryShot[]> {
    if (!script.trim()) throw new ProviderError('input', 'The script is empty');
    const reply = await this.ask('parsed_script', PROMPTS.parseScript, script, ParsedScriptReply, context);
    if (!reply.isScript || reply.shots.length === 0) {
      throw new ProviderError('input', 'The text could not be read as a script');
    }
    return toStoryShots(reply.shots, (name) => name.trim() || undefined);
  }

  async repairSplitText(
    request: SplitTextRequest,
    context: ProviderCallContext = {},
  ): Promise<{ firstPart: string; secondPart: string }> {
    const user = JSON.stringify(request);
    const reply = await this.ask('split_text', PROMPTS.repairSplitText, user, SplitTextReply, context);
    return { firstPart: reply.firstPart.trim(), secondPart: reply.secondPart.trim() };
  }

  async translateLines(request: TranslationRequest, context: ProviderCallContext = {}): Promise<string[]> {
    if (request.lines.length === 0) return [];
    const user = JSON.stringify({ from: request.from, to: request.to, lines: request.lines });
    const reply = await this.ask('translated_lines', PROMPTS.translateLines, user, TranslationReply, context);
    if (reply.lines.length !== request.lines.length) {
      throw new ProviderError(
        'malformed',
        `${LABEL} translated ${reply.lines.length} lines instead of ${request.lines.length}`,
      );
    }
    return reply.lines.map((line) => line.trim());
  }

  /** A chat completion constrained to `schema`, parsed and validated. */
  private async ask<T>(
    name: string,
    system: string,
    user: string,
    schema: z.ZodType<T>,
    context: ProviderCallContext,
  ): Promise<T> {
    const responseFormat = { type: 'json_schema', json_schema: { name, strict: true, schema: wireJsonSchema(schema) } };
    const content = await this.complete(system, user, responseFormat, context);
    let parsed: unknown;
    try {
      // Some compatible servers wrap JSON in a Markdown fence despite the schema.
      parsed = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
    } catch (error) {
      throw new ProviderError('malformed', `${LABEL} replied with text that is not JSON`, { cause: error });
    }
    const result = schema.safeParse(parsed);
    if (!result.success) {
      throw new ProviderError('malformed', `${LABEL} replied with JSON that does not match the requested shape`, {
        cause: result.error,
      });
    }
    return result.data;
  }

  private async complete(
    system: string,
    user: string,
    responseFormat: unknown,
    context: ProviderCallContext,
  ): Promise<string> {
    context.onProgress?.(0);
    const completion = await this.http.json(
      {
        path: '/chat/completions',
        json: {
          model: this.options.model,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
          ...(responseFormat ? { response_format: responseFormat } : {}),
          ...(context.seed === undefined ? {} : { seed: context.seed }),
        },
        signal: context.signal,
      },
      ChatCompletion,
    );
    const choice = completion.choices[0];
    if (choice?.message.refusal) {
      throw new ProviderError('vendor', `${LABEL} refused the request: ${choice.message.refusal.slice(0, 300)}`);
    }
    if (choice?.finish_reason === 'length') {
      throw new ProviderError('malformed', `${LABEL} reply was cut off before it was complete`);
    }
    if (typeof choice?.message.content !== 'string') {
      throw new ProviderError('malformed', `${LABEL} sent a reply without content`);
    }
    context.onProgress?.(100);
    return choice.message.content;
  }
}

/** An OpenAI-compatible chat model doing every text task through JSON-schema structured outputs. */
export function createOpenAiTextProvider(options: OpenAiTextOptions): TextProvider {
  return new OpenAiTextProvider(options);
}
