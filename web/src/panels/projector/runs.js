// The projector's maps are made in the projection worker (worker/projection-client.js): each
// request (a t-SNE run or a PCA) supersedes the one before, and only the newest request's
// replies reach the lesson.
import { ProjectionReply, ProjectionRequest } from '../../worker/projection-protocol.js';

/**
 * The lesson's runs in `client`. ask(request, asked) sends a PROJECT request and returns a
 * promise for { ...PROJECTED reply, ...asked }, rejected with the worker's error (its `setting`
 * kept, so the lesson puts it under that control); a superseded request's promise gives null.
 * on.progress(reply, asked) hears the newest run's PROGRESS, on.calibrating(reply) its
 * CALIBRATING (P's rows so far). cancel() stops the run.
 */
export function newestProjection(client, on) {
  let latest = 0; // the newest request's id
  let asked = null; // what it was asked with (the rows' labels, colours)
  let settle = null; // { resolve, reject } of its promise while it runs

  const end = (outcome) => {
    const open = settle;
    settle = null;
    open?.[outcome.error ? 'reject' : 'resolve'](outcome.error ?? outcome.value);
  };
  client.addEventListener(ProjectionReply.PROGRESS, (event) => {
    if (event.detail.id === latest && settle) on.progress(event.detail, asked);
  });
  client.addEventListener(ProjectionReply.CALIBRATING, (event) => {
    if (event.detail.id === latest && settle) on.calibrating(event.detail);
  });
  client.addEventListener(ProjectionReply.PROJECTED, (event) => {
    if (event.detail.id === latest) end({ value: { ...event.detail, ...asked } });
  });
  client.addEventListener(ProjectionReply.ERROR, (event) => {
    const { id, message, setting } = event.detail;
    if (id === latest || id === 0) end({ error: Object.assign(new Error(message), { setting }) });
  });

  return {
    ask(request, extra) {
      end({ value: null });
      latest = client.send(ProjectionRequest.PROJECT, request);
      asked = extra;
      return new Promise((resolve, reject) => (settle = { resolve, reject }));
    },
    cancel() {
      if (!settle) return;
      end({ value: null });
      latest = 0;
      client.send(ProjectionRequest.CANCEL);
    },
    running: () => settle !== null,
  };
}
