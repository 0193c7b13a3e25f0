import { holderOf } from './credits.operations.ts';
import { defineOperation } from './operation.ts';

/** The episode timeline: audio tracks, voice clips and applying a script (the audio upload is HTTP only). */
export const timelineOperations = [
  defineOperation('scenario.tracks.list', (ctx, input) => ctx.services.tracks.list(ctx.user.id, input.id)),
  defineOperation('scenario.track.create', (ctx, input) => ctx.services.tracks.create(ctx.user.id, input)),
  defineOperation('scenario.track.update', (ctx, input) => ctx.services.tracks.update(ctx.user.id, input)),
  defineOperation('scenario.track.delete', (ctx, input) => ctx.services.tracks.delete(ctx.user.id, input)),
  defineOperation('scenario.tracks.reorder', (ctx, input) => ctx.services.tracks.reorder(ctx.user.id, input)),
  defineOperation('scenario.voiceClips.list', (ctx, input) => ctx.services.voiceClips.list(ctx.user.id, input.id)),
  defineOperation('scenario.voiceClip.create', (ctx, input) => ctx.services.voiceClips.create(holderOf(ctx), input)),
  defineOperation('scenario.voiceClip.update', (ctx, input) => ctx.services.voiceClips.update(holderOf(ctx), input)),
  defineOperation('scenario.voiceClip.delete', (ctx, input) => ctx.services.voiceClips.delete(ctx.user.id, input)),
  defineOperation('scenario.lines.translate', (ctx, input) =>
    ctx.services.lineTranslations.translate(holderOf(ctx), input),
  ),
  defineOperation('scenario.line.translation.put', (ctx, input) =>
    ctx.services.lineTranslations.put(holderOf(ctx), input),
  ),
  // Uploading a script file is the professional edition's (the contracts' gate); typing one in the editor is for all.
  defineOperation('scenario.script.apply', (ctx, input) => ctx.services.scriptApply.apply(ctx.user.id, input)),
  defineOperation('scenario.script.preview', (ctx, input) => ctx.services.scriptApply.preview(ctx.user.id, input)),
  defineOperation('scenario.script.undo', (ctx, input) => ctx.services.scriptApply.undo(ctx.user.id, input)),
];
