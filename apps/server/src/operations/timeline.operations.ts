import {
  isFeatureEnabled,
  ScriptApplyInput,
  ScriptPreviewInput,
  ScriptUndoInput,
  TIMELINE_MESSAGES,
  TrackCreateInput,
  TrackIdParams,
  TracksListInput,
  TracksReorderInput,
  TrackUpdateInput,
  VoiceClipCreateInput,
  VoiceClipIdParams,
  VoiceClipsListInput,
  VoiceClipUpdateInput,
} from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import { holderOf } from './credits.operations.ts';
import { callerEntitlement } from './entitlement.ts';
import { defineUserOperation } from './operation.ts';

/** The episode timeline: audio tracks, voice clips and applying a script (the audio upload is HTTP only). */
export const timelineOperations = [
  defineUserOperation('scenario.tracks.list', TracksListInput, (ctx, input) =>
    ctx.services.tracks.list(ctx.user.id, input.id),
  ),
  defineUserOperation('scenario.track.create', TrackCreateInput, (ctx, input) =>
    ctx.services.tracks.create(ctx.user.id, input),
  ),
  defineUserOperation('scenario.track.update', TrackUpdateInput, (ctx, input) =>
    ctx.services.tracks.update(ctx.user.id, input),
  ),
  defineUserOperation('scenario.track.delete', TrackIdParams, (ctx, input) =>
    ctx.services.tracks.delete(ctx.user.id, input),
  ),
  defineUserOperation('scenario.tracks.reorder', TracksReorderInput, (ctx, input) =>
    ctx.services.tracks.reorder(ctx.user.id, input),
  ),
  defineUserOperation('scenario.voiceClips.list', VoiceClipsListInput, (ctx, input) =>
    ctx.services.voiceClips.list(ctx.user.id, input.id),
  ),
  defineUserOperation('scenario.voiceClip.create', VoiceClipCreateInput, (ctx, input) =>
    ctx.services.voiceClips.create(holderOf(ctx), input),
  ),
  defineUserOperation('scenario.voiceClip.update', VoiceClipUpdateInput, (ctx, input) =>
    ctx.services.voiceClips.update(holderOf(ctx), input),
  ),
  defineUserOperation('scenario.voiceClip.delete', VoiceClipIdParams, (ctx, input) =>
    ctx.services.voiceClips.delete(ctx.user.id, input),
  ),
  defineUserOperation('scenario.script.apply', ScriptApplyInput, (ctx, input) => {
    // Uploading a script file is the professional edition's; typing or pasting one in the editor is for all.
    if (input.source === 'upload' && !isFeatureEnabled(callerEntitlement(ctx), 'script_upload')) {
      throw new AppError('FORBIDDEN', TIMELINE_MESSAGES.scriptUploadProOnly);
    }
    return ctx.services.scriptApply.apply(ctx.user.id, input);
  }),
  defineUserOperation('scenario.script.preview', ScriptPreviewInput, (ctx, input) => {
    if (input.source === 'upload' && !isFeatureEnabled(callerEntitlement(ctx), 'script_upload')) {
      throw new AppError('FORBIDDEN', TIMELINE_MESSAGES.scriptUploadProOnly);
    }
    return ctx.services.scriptApply.preview(ctx.user.id, input);
  }),
  defineUserOperation('scenario.script.undo', ScriptUndoInput, (ctx, input) =>
    ctx.services.scriptApply.undo(ctx.user.id, input),
  ),
];
