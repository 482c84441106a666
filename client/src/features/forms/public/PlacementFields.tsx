// The room a work would hang in: where it is, and the wall's measurements in inches.
import { MESSAGE_MAX } from '#shared/forms';
import type { PublicFormState } from '#client/components/public/forms/use-public-form';
import { TextAreaField, TextField } from '#client/components/public/ui/fields';
import classes from '#client/components/public/forms/PublicForm.module.css';

const size = (label: string) => ({ label, inputMode: 'decimal' as const });

export function PlacementFields({ form }: { form: PublicFormState }) {
  return (
    <>
      <TextField label="Where is the room? (city, or the address)" required {...form.bind('service_location')} />
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>The wall, in inches (if you know it)</legend>
        <div className={classes.row}>
          <TextField {...size('Height')} {...form.bind('height')} />
          <TextField {...size('Width')} {...form.bind('width')} />
          <TextField {...size('Room length')} {...form.bind('length')} />
        </div>
      </fieldset>
      <TextAreaField
        label="Tell us about the space"
        hint={`Light, furniture, colours, what you hope to see. Up to ${MESSAGE_MAX} characters.`}
        {...form.bind('description')}
      />
    </>
  );
}

export const PLACEMENT_INITIAL = { service_location: '', height: '', width: '', length: '', description: '' };
