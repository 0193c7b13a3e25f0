import type { AnnotationShape } from '@sym/contracts';
import { useState, type KeyboardEvent } from 'react';
import { AnnotatedPicture } from './AnnotatedPicture';
import { AnnotationCanvas } from './AnnotationCanvas';
import { AnnotationToolbar } from './AnnotationToolbar';
import { ANNOTATION_COLORS, isUndoShortcut, type AnnotationTool } from './annotationGeometry';
import { PlayerFrame } from './PlayerFrame';

interface AnnotationEditorProps {
  /** The picture drawn on (the take the comment will be about). */
  src: string | null;
  alt: string;
  shapes: readonly AnnotationShape[];
  onChange: (shapes: AnnotationShape[]) => void;
  /** Names the drawing surface for assistive technology. */
  label: string;
  /**
   * What is drawn on: the picture itself ('picture', a shot's take) or a frame of the player ('player', a time of
   * the animatic or export), whose 16:9 box the drawing's coordinates then refer to.
   */
  frame?: 'picture' | 'player';
}

/**
 * Draw on a picture: the picture with a drawing canvas over it and the tools under it. Ctrl+Z (⌘Z) takes the last
 * shape back. The shapes are controlled by the caller, who sends them as the comment's Annotation.
 */
export function AnnotationEditor({ src, alt, shapes, onChange, label, frame = 'picture' }: AnnotationEditorProps) {
  const [tool, setTool] = useState<AnnotationTool>('stroke');
  const [color, setColor] = useState<string>(ANNOTATION_COLORS[0].value);
  const undo = () => onChange(shapes.slice(0, -1));
  const Frame = frame === 'player' ? PlayerFrame : AnnotatedPicture;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isUndoShortcut(event) && shapes.length > 0) {
      event.preventDefault();
      undo();
    }
  };

  return (
    <div className="flex flex-col gap-2" onKeyDown={handleKeyDown}>
      <Frame src={src} alt={alt} className="rounded-lg border border-line">
        <AnnotationCanvas shapes={shapes} onChange={onChange} tool={tool} color={color} label={label} />
      </Frame>
      <AnnotationToolbar
        tool={tool}
        onToolChange={setTool}
        color={color}
        onColorChange={setColor}
        canUndo={shapes.length > 0}
        onUndo={undo}
        onClear={() => onChange([])}
      />
    </div>
  );
}
