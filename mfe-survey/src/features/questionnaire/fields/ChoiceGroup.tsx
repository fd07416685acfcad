// Native radio buttons drawn as large tappable cards. A tap or click picks and lets the step
// move on; arrow keys only move the choice (so keyboard users are not thrown to the next
// step), and Enter moves on.
import { useRef } from 'react';
import type { SurveyField } from '@flx/shared-contract';
import { useFormText } from '../useFormText';

/** `advance` is true when the visitor picked with a pointer, or pressed Enter. */
export type ChoiceHandler = (value: string, advance: boolean) => void;

interface Choice {
  value: string;
  label: string;
  imageUrl?: string;
  badge?: string;
}

interface ChoiceGroupProps {
  field: SurveyField;
  value: string | undefined;
  choices: Choice[];
  onPick: ChoiceHandler;
  errorId?: string;
  className: string;
}

export function ChoiceGroup({ field, value, choices, onPick, errorId, className }: ChoiceGroupProps) {
  const { fieldLabel } = useFormText();
  const pointer = useRef(false);
  return (
    <fieldset className="choice-group" aria-describedby={errorId} aria-invalid={errorId ? true : undefined}>
      <legend className="flx-visually-hidden">{fieldLabel(field)}</legend>
      <div className={className}>
        {choices.map((choice) => (
          <label key={choice.value} className="choice" onPointerDown={() => (pointer.current = true)}>
            <input
              type="radio"
              name={field.name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => {
                onPick(choice.value, pointer.current);
                pointer.current = false;
              }}
              onClick={() => {
                // A tap on the card already chosen (by keyboard, or before going Back) fires no
                // change, but the visitor still means "this one, go on".
                // (React runs onClick before onChange, so an unchosen card is left to onChange.)
                if (!pointer.current || value !== choice.value) return;
                pointer.current = false;
                onPick(choice.value, true);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  onPick(choice.value, true);
                }
              }}
            />
            {choice.imageUrl && <img src={choice.imageUrl} alt="" className="choice__image" loading="lazy" />}
            {choice.badge && (
              <span className="choice__badge" aria-hidden="true">
                {choice.badge}
              </span>
            )}
            <span className="choice__label">{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
