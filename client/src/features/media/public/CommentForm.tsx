// The comment form, in its own chunk: the shared zod schema checks the fields with the server's own
// messages ('This field is required', 'Invalid email', 'Min 2 characters'). A hidden field catches
// bots (a person never sees it); a comment waits for the staff's approval before it is shown.
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { COMMENT_MAX } from '#shared/posts';
import { commentInput } from '#shared/schemas/post';
import { Button } from '#client/components/public/ui/controls';
import { TextAreaField, TextField } from '#client/components/public/ui/fields';
import { firstFieldErrors, httpStatusOf, messageOf } from '#client/lib/api-error';
import { zodValidate } from '#client/lib/form-validate';
import { trpc } from '#client/lib/trpc';
import classes from './media.module.css';

const validate = zodValidate(commentInput);
type Field = 'name' | 'email' | 'comment';

export default function CommentForm({ postId }: { postId: number }) {
  const form = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const [values, setValues] = useState({ name: '', email: '', comment: '', website: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [refused, setRefused] = useState(0);
  const send = trpc.postsPublic.blog.comment.useMutation({ meta: { handlesErrors: true } });

  useEffect(() => {
    if (refused) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  useEffect(() => thanks.current?.focus(), [done]);

  const input = () => ({ post: postId, ...values });
  const set = (field: Field | 'website', value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: validate({ ...input(), [field]: value })[field] ?? '' }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = validate(input());
    setErrors(found);
    if (Object.keys(found).length) return setRefused((n) => n + 1);
    try {
      setDone((await send.mutateAsync(input())).message);
    } catch (err) {
      const fields = firstFieldErrors(err);
      if (httpStatusOf(err) === 422 && Object.keys(fields).length) {
        if (fields.post) return setFailure(fields.post);
        setErrors(fields);
        return setRefused((n) => n + 1);
      }
      setFailure(messageOf(err));
    }
  };

  if (done)
    return (
      <p className={classes.commentThanks} role="status" ref={thanks} tabIndex={-1}>
        {done}
      </p>
    );

  return (
    <form
      ref={form}
      className={classes.commentForm}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Write a comment"
    >
      <TextField
        label="Name"
        autoComplete="name"
        required
        value={values.name}
        onChange={(e: ChangeEvent<HTMLInputElement>) => set('name', e.currentTarget.value)}
        error={errors.name}
      />
      <TextField
        label="Email (not shown)"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(e: ChangeEvent<HTMLInputElement>) => set('email', e.currentTarget.value)}
        error={errors.email}
      />
      <TextAreaField
        label="Comment"
        rows={5}
        maxLength={COMMENT_MAX}
        required
        value={values.comment}
        onChange={(e) => set('comment', e.currentTarget.value)}
        error={errors.comment}
        inputClassName={classes.commentText}
      />
      {/* Hidden from people and from screen readers; bots that fill every field fill this one. */}
      <div className={classes.honeypot} aria-hidden>
        <label htmlFor="comment-website">Website</label>
        <input
          id="comment-website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => set('website', e.currentTarget.value)}
        />
      </div>
      <p className={classes.commentNote}>Comments appear once the gallery has read them.</p>
      {failure && (
        <p className={classes.commentAlert} role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" loading={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send comment'}
      </Button>
    </form>
  );
}
