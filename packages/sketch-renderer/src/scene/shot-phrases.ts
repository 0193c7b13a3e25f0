import type { CameraMotion, ShotType } from '@sym/contracts';

/** How prompts for remote models name a shot type and a camera motion, shared by every prompt writer. */

export const SHOT_PHRASES: Readonly<Record<ShotType, string>> = {
  wide: 'Wide shot',
  medium: 'Medium shot',
  close: 'Close-up',
  extreme_close: 'Extreme close-up',
  establishing: 'Establishing shot',
};

export const CAMERA_PHRASES: Readonly<Record<CameraMotion, string>> = {
  auto: '',
  tracking: 'tracking shot, the camera follows the subject',
  drone: 'aerial drone shot, the camera glides over the scene',
  zoom_in: 'slow zoom in',
  zoom_out: 'slow zoom out',
  pan_left: 'the camera pans left',
  pan_right: 'the camera pans right',
  tilt_up: 'the camera tilts up',
  tilt_down: 'the camera tilts down',
};
