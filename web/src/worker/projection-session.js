// The projector lesson's t-SNE, PCA and file reading, without the Worker global: projection-worker.js
// feeds it messages (page-session.js does the same on the page's thread). A run is a job of short
// chunks held in the core (core.tsneRun): first rows of P (CALIBRATING says how far), then
// iterations, so a newer request (another perplexity) is read between chunks and replaces the
// job at once; every `every` iterations the points go to the page, which animates them.
import {
  ProjectionReply,
  ProjectionRequest,
  projectionReply,
  validateProjectionRequest,
} from './projection-protocol.js';
import { errorFields } from './protocol.js';

const defaults = {
  now: () => performance.now(),
  defer: (fn) => setTimeout(fn, 0),
  chunkMs: 25, // work per chunk: a newer request waits at most about this long
  calibratingMs: 200, // time between two CALIBRATING replies
};

// Trustworthiness is measured at k = 5 neighbours, when the rows allow it (k < rows / 2) and are
// few enough for its n² log n ranking to stay short.
const trustK = 5;
const trustMostRows = 2000;

/**
 * core: the api.js face of the WASM module. post(message) sends a reply.
 * Returns { handle(message), stop(), busy }.
 */
export function createProjectionSession(core, post, options = {}) {
  const session = {
    core,
    o: { ...defaults, ...options },
    send: (type, id, fields = {}) => post(projectionReply(type, id, fields)),
    job: null, // { id, run (core.tsneRun), vectors, every, next (iteration of the next PROGRESS) }
  };
  return {
    handle(message) {
      try {
        validateProjectionRequest(message);
        if (message.type === ProjectionRequest.PROJECT) project(session, message);
        else if (message.type === ProjectionRequest.PARSE) parse(session, message);
        else stopJob(session);
      } catch (error) {
        const id = Number.isInteger(message?.id) && message.id >= 0 ? message.id : 0;
        session.send(ProjectionReply.ERROR, id, {
          ...errorFields(error),
          request: typeof message?.type === 'string' ? message.type : undefined,
        });
      }
    },
    /** Ends any run and frees it (the page session's terminate). */
    stop: () => stopJob(session),
    /** For tests: whether a run is under way. */
    get busy() {
      return session.job !== null;
    },
  };
}

function stopJob(session) {
  session.job?.run?.dispose();
  session.job = null;
}

function fail(session, id, error) {
  stopJob(session);
  session.send(ProjectionReply.ERROR, id, {
    ...errorFields(error),
    request: ProjectionRequest.PROJECT,
  });
}

// PARSE: the file's rows, or the core's message naming the line (an ERROR).
function parse(session, { id, text }) {
  session.send(ProjectionReply.PARSED, id, { vectors: session.core.parseVectorsTsv(text) });
}

/** Trustworthiness at trustK of points for vectors, or null when it is not measured. */
function trustOf(core, vectors, points) {
  const measurable = trustK < points.rows / 2 && points.rows <= trustMostRows;
  return measurable ? core.trustworthiness(vectors, points, trustK) : null;
}

// PROJECT: any run under way is replaced by this one; in a later task the core computes a PCA
// (sent at once), or t-SNE's P (a settings error is the core's, naming the setting), then the
// iterations follow in chunks.
function project(session, request) {
  stopJob(session);
  const { id, method, vectors, perplexity, iterations, seed, every } = request;
  const current = { id, run: null, vectors, every, next: every, told: -Infinity };
  session.job = current;
  session.o.defer(() => {
    if (session.job !== current) return;
    try {
      if (method === 'pca') {
        const { points, explained } = session.core.projectPca(vectors);
        const trust = trustOf(session.core, vectors, points);
        stopJob(session);
        const fields = { iteration: 0, total: 0, points, explained, trust };
        session.send(ProjectionReply.PROJECTED, id, fields);
        return;
      }
      current.run = session.core.tsneRun(vectors, { perplexity, iterations, seed });
      session.o.defer(() => pump(session, current));
    } catch (error) {
      fail(session, id, error);
    }
  });
}

/** Where the run stands: { iteration, total, kl, points }. */
function standing(run) {
  return { iteration: run.iteration(), total: run.iterations, kl: run.kl(), points: run.points() };
}

// Rows of P for about chunkMs, with CALIBRATING every calibratingMs and once P is complete.
function calibrate(session, current) {
  const { o, send } = session;
  const { run } = current;
  const started = o.now();
  while (run.calibratedRows() < run.rows && o.now() - started < o.chunkMs) run.calibrate(1);
  const row = run.calibratedRows();
  if (row === run.rows || o.now() - current.told >= o.calibratingMs) {
    current.told = o.now();
    send(ProjectionReply.CALIBRATING, current.id, { row, rows: run.rows });
  }
}

// P first (calibrate), then iterations for about chunkMs, never past the next PROGRESS; then
// PROGRESS when due, and PROJECTED (with the trustworthiness of the points) once every iteration
// is done.
function pump(session, current) {
  const { core, o, send } = session;
  if (session.job !== current) return;
  try {
    const { run } = current;
    if (run.calibratedRows() < run.rows) {
      calibrate(session, current);
      o.defer(() => pump(session, current));
      return;
    }
    const started = o.now();
    while (run.iteration() < run.iterations && o.now() - started < o.chunkMs) {
      run.step(Math.min(current.next, run.iterations) - run.iteration());
      if (run.iteration() >= current.next) break;
    }
    const done = run.iteration() >= run.iterations;
    if (done) {
      const now = standing(run);
      const trust = trustOf(core, current.vectors, now.points);
      stopJob(session);
      send(ProjectionReply.PROJECTED, current.id, { ...now, trust });
      return;
    }
    if (run.iteration() >= current.next) {
      current.next += current.every;
      send(ProjectionReply.PROGRESS, current.id, standing(run));
    }
    o.defer(() => pump(session, current));
  } catch (error) {
    fail(session, current.id, error);
  }
}
