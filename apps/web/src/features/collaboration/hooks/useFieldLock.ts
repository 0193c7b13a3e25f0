import { CLIENT_EVENTS, FIELD_LOCK_RENEW_MS, type ClientEventPayload } from '@sym/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../auth';
import { emitCollab } from '../state/collaborationRuntime';
import { lockKey } from '../state/collaborationState';
import { useProjectCollab } from './useProjectCollab';

export interface FieldLockTarget {
  projectId: string | null | undefined;
  /** `<entity>.<field>`, e.g. `shot.description`. */
  fieldType: string;
  /** The entity's id. */
  fieldId: string;
}

export interface FieldLockState {
  /** Name of the other user holding the field, or null when nobody else does. */
  lockedBy: string | null;
  /** Someone else holds the field: show it read-only (still readable and focusable). */
  isReadOnly: boolean;
  /** Another user took this field over while this user was editing it. */
  wasTakenOver: boolean;
  onFocus: () => void;
  onBlur: () => void;
  /** Ends this user's lock (blur, save); safe to call when not held. */
  release: () => void;
  /** Takes the field over from its holder (force). */
  takeOver: () => void;
}

/**
 * The lock of one text field (spec §4, §6): focusing takes it and renews it every FIELD_LOCK_RENEW_MS while
 * focused, blurring or saving releases it, and unmounting releases it too. A field held by someone else is
 * read-only with the holder's name, and can be taken over.
 */
export function useFieldLock({ projectId, fieldType, fieldId }: FieldLockTarget): FieldLockState {
  const { user } = useAuth();
  const { locks } = useProjectCollab(projectId);
  const lock = locks.find((entry) => lockKey(entry.fieldType, entry.fieldId) === lockKey(fieldType, fieldId));
  const isOthers = lock !== undefined && lock.userId !== user?.id;
  const [isHolding, setIsHolding] = useState(false);
  const holdingRef = useRef(false);
  const renewRef = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const targetRef = useRef({ projectId, fieldType, fieldId });
  targetRef.current = { projectId, fieldType, fieldId };

  const stopRenewing = useCallback(() => {
    clearInterval(renewRef.current);
    renewRef.current = undefined;
  }, []);

  const take = useCallback(
    (force: boolean) => {
      const { projectId: project, fieldType: type, fieldId: id } = targetRef.current;
      if (!project) return;
      const payload: ClientEventPayload<typeof CLIENT_EVENTS.fieldLock> = {
        projectId: project,
        fieldType: type,
        fieldId: id,
        ...(force ? { force: true } : {}),
      };
      emitCollab(CLIENT_EVENTS.fieldLock, payload);
      holdingRef.current = true;
      setIsHolding(true);
      stopRenewing();
      // Renewing re-sends the lock without force: a take-over by someone else is not undone by our timer.
      renewRef.current = setInterval(
        () => emitCollab(CLIENT_EVENTS.fieldLock, { ...payload, force: undefined }),
        FIELD_LOCK_RENEW_MS,
      );
    },
    [stopRenewing],
  );

  const release = useCallback(() => {
    stopRenewing();
    if (!holdingRef.current) return;
    holdingRef.current = false;
    setIsHolding(false);
    const { projectId: project, fieldType: type, fieldId: id } = targetRef.current;
    if (!project) return;
    const payload: ClientEventPayload<typeof CLIENT_EVENTS.fieldUnlock> = {
      projectId: project,
      fieldType: type,
      fieldId: id,
    };
    emitCollab(CLIENT_EVENTS.fieldUnlock, payload);
  }, [stopRenewing]);

  // Someone took the field over while we held it: stop renewing (the server would refuse anyway).
  const wasTakenOver = isHolding && isOthers;
  useEffect(() => {
    if (!wasTakenOver) return;
    stopRenewing();
    // No longer ours: nothing to release (the note stays until the field is left).
    holdingRef.current = false;
  }, [wasTakenOver, stopRenewing]);

  // Another field (or unmount): let go of the one held.
  useEffect(() => release, [projectId, fieldType, fieldId, release]);

  return {
    lockedBy: isOthers ? (lock.username ?? lock.lockedBy ?? '?') : null,
    isReadOnly: isOthers,
    wasTakenOver,
    onFocus: () => {
      if (!isOthers) take(false);
    },
    onBlur: () => {
      release();
      setIsHolding(false);
    },
    release,
    takeOver: () => take(true),
  };
}
