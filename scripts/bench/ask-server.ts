// The bench's questions to the server it started (stats, a heap snapshot) go over the IPC channel;
// the answer is the first message of the same type.
import type { ChildProcess } from 'node:child_process';

/** Sends `question` to the server and answers its reply (the first message whose type matches). */
export const askServer = <T>(child: ChildProcess, question: { type: string } & Record<string, unknown>) =>
  new Promise<T>((resolve) => {
    const onMessage = (m: unknown) => {
      if ((m as { type?: string }).type !== question.type) return;
      child.off('message', onMessage);
      resolve(m as T);
    };
    child.on('message', onMessage);
    child.send(question);
  });
