// A minimal SCORM 1.2 run-time that checks everything a SCO gives it (SCORM 1.2 Run-Time
// Environment, section 3.4): every element's read/write rule (a read-only element refuses
// LMSSetValue with 403, a write-only one LMSGetValue with 404, an unknown one 401), every value's
// format (CMIIdentifier, CMIString255/4096, CMIDecimal, CMITime, CMITimespan, the vocabularies,
// CMIFeedback for a choice interaction: single characters 0-9 and a-z separated by commas), the
// arrays' numbering (a new entry n only at n = _count) and the calls' order (nothing before
// LMSInitialize or after LMSFinish). An interaction's field written twice is flagged too: SCORM
// 1.2 makes them write-only, so a SCO that writes one again cannot know what it replaces.
// Every refusal and flag goes to window.strict.violations; a test expects none.
// The attempt comes from the page's hash (JSON: { values, interactions, objectives }, as
// window.strict.attempt() gives it back at the end of a session), and `odd` in it makes the LMS
// misbehave: { count: 'text LMSGetValue gives for cmi.interactions._count', refuse: 'a prefix of
// the elements whose LMSSetValue it refuses' }.
(function () {
  'use strict';
  const stored = JSON.parse(decodeURIComponent(location.hash.slice(1)) || '{}');
  const odd = stored.odd ?? {};
  const values = new Map(
    Object.entries({
      'cmi.core.student_id': 'learner-1',
      'cmi.core.student_name': 'Learner, One',
      'cmi.core.lesson_location': '',
      'cmi.core.credit': 'credit',
      'cmi.core.lesson_status': 'not attempted',
      'cmi.core.entry': stored.values ? 'resume' : 'ab-initio',
      'cmi.core.score.raw': '',
      'cmi.core.score.min': '',
      'cmi.core.score.max': '',
      'cmi.core.total_time': '0000:00:00.00',
      'cmi.core.lesson_mode': 'normal',
      'cmi.suspend_data': '',
      'cmi.launch_data': '',
      'cmi.comments': '',
      'cmi.comments_from_lms': '',
      'cmi.student_data.mastery_score': '70',
      ...(stored.values ?? {}),
    }),
  );
  const interactions = stored.interactions ?? []; // [{ field: value }], fields after the n.
  const objectives = stored.objectives ?? []; // [{ id, 'score.raw', ..., status }]
  const strict = { violations: [], sets: [], values, interactions, objectives, state: 'new' };
  window.strict = strict;
  let lastError = '0';

  const identifier = (v) => /^[\x21-\x7e]{1,255}$/.test(v);
  const decimal = (v) => /^-?[0-9]+(\.[0-9]+)?$/.test(v);
  const score = (v) => v === '' || (decimal(v) && Number(v) >= 0 && Number(v) <= 100);
  const time = (v) => /^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\.[0-9]{1,2})?$/.test(v);
  const timespan = (v) => /^[0-9]{2,4}:[0-5][0-9]:[0-5][0-9](\.[0-9]{1,2})?$/.test(v);
  const string = (most) => (v) => v.length <= most;
  const oneOf =
    (...words) =>
    (v) =>
      words.includes(v);
  const status = oneOf('passed', 'completed', 'failed', 'incomplete', 'browsed', 'not attempted');
  const types = ['true-false', 'choice', 'fill-in', 'matching', 'performance', 'likert'];
  const feedback = (v) => v.length <= 255;
  const choiceSet = (v) => /^[0-9a-z](,[0-9a-z])*$/.test(v);
  const result = (v) => oneOf('correct', 'wrong', 'unanticipated', 'neutral')(v) || decimal(v);

  // The plain elements: [read/write, format] (ro: read-only, wo: write-only, rw: both).
  const plain = {
    'cmi.core._children': ['ro'],
    'cmi.core.student_id': ['ro'],
    'cmi.core.student_name': ['ro'],
    'cmi.core.lesson_location': ['rw', string(255)],
    'cmi.core.credit': ['ro'],
    // A SCO may not set 'not attempted' (the LMS's own state).
    'cmi.core.lesson_status': ['rw', (v) => status(v) && v !== 'not attempted'],
    'cmi.core.entry': ['ro'],
    'cmi.core.score._children': ['ro'],
    'cmi.core.score.raw': ['rw', score],
    'cmi.core.score.min': ['rw', score],
    'cmi.core.score.max': ['rw', score],
    'cmi.core.total_time': ['ro'],
    'cmi.core.lesson_mode': ['ro'],
    'cmi.core.exit': ['wo', oneOf('time-out', 'suspend', 'logout', '')],
    'cmi.core.session_time': ['wo', timespan],
    'cmi.suspend_data': ['rw', string(4096)],
    'cmi.launch_data': ['ro'],
    'cmi.comments': ['rw', string(4096)],
    'cmi.comments_from_lms': ['ro'],
    'cmi.student_data.mastery_score': ['ro'],
    'cmi.objectives._children': ['ro'],
    'cmi.objectives._count': ['ro'],
    'cmi.interactions._children': ['ro'],
    'cmi.interactions._count': ['ro'],
  };
  const objectiveFields = {
    id: ['rw', identifier],
    'score._children': ['ro'],
    'score.raw': ['rw', score],
    'score.min': ['rw', score],
    'score.max': ['rw', score],
    status: ['rw', status],
  };
  // An interaction's fields; m: the index of a sub-array (objectives, correct_responses).
  const interactionFields = {
    id: ['wo', identifier],
    'objectives._count': ['ro'],
    'objectives.m.id': ['wo', identifier],
    time: ['wo', time],
    type: ['wo', oneOf(...types, 'sequencing', 'numeric')],
    'correct_responses._count': ['ro'],
    'correct_responses.m.pattern': ['wo', feedback],
    weighting: ['wo', decimal],
    student_response: ['wo', feedback],
    result: ['wo', result],
    latency: ['wo', timespan],
  };
  const children = {
    'cmi.core._children':
      'student_id,student_name,lesson_location,credit,lesson_status,entry,score,total_time,lesson_mode,exit,session_time',
    'cmi.core.score._children': 'raw,min,max',
    'cmi.objectives._children': 'id,score,status',
    'cmi.interactions._children':
      'id,objectives,time,type,correct_responses,weighting,student_response,result,latency',
  };

  function fail(code, call, field, value) {
    lastError = code;
    strict.violations.push([call, field, value, code]);
    return call === 'LMSGetValue' ? '' : 'false';
  }

  // Finds the element: { rule: [rw, format], get(), set(v), array, n, name, sub } or an error code.
  function element(field) {
    if (Object.hasOwn(plain, field)) {
      return {
        rule: plain[field],
        get: () => {
          if (field === 'cmi.objectives._count') return String(objectives.length);
          if (field === 'cmi.interactions._count')
            return odd.count !== undefined ? odd.count : String(interactions.length);
          return children[field] ?? values.get(field) ?? '';
        },
        set: (v) => {
          values.set(field, v);
          return null;
        },
      };
    }
    let m = /^cmi\.objectives\.([0-9]+)\.(.+)$/.exec(field);
    if (m) return entry(objectives, Number(m[1]), m[2], objectiveFields, 'objectives');
    m = /^cmi\.interactions\.([0-9]+)\.(.+)$/.exec(field);
    if (m) return entry(interactions, Number(m[1]), m[2], interactionFields, 'interactions');
    return '401';
  }

  function entry(array, n, name, fields, arrayName) {
    if (n > array.length) return '201'; // a new entry comes at _count, no further
    const sub = /^(objectives|correct_responses)\.([0-9]+)\.(id|pattern)$/.exec(name);
    const key = sub ? `${sub[1]}.m.${sub[3]}` : name;
    if (!Object.hasOwn(fields, key)) return '401';
    return {
      rule: fields[key],
      array: arrayName,
      n,
      name,
      get: () => {
        const item = array[n] ?? {};
        if (name === 'score._children') return 'raw,min,max';
        const counted = /^(objectives|correct_responses)\._count$/.exec(name);
        if (counted)
          return String(Object.keys(item).filter((k) => k.startsWith(`${counted[1]}.`)).length);
        return item[name] ?? '';
      },
      set: (v) => {
        if (sub) {
          const have = Object.keys(array[n] ?? {}).filter((k) => k.startsWith(`${sub[1]}.`));
          if (Number(sub[2]) > have.length) return '201';
        }
        if (!array[n]) array[n] = {};
        array[n][name] = v;
        return null;
      },
    };
  }

  const open = (call) => {
    if (strict.state === 'running') return true;
    lastError = strict.state === 'new' ? '301' : '101';
    strict.violations.push([call, strict.state]);
    return false;
  };

  window.API = {
    LMSInitialize(arg) {
      if (arg !== '' || strict.state !== 'new') return fail('101', 'LMSInitialize', arg);
      strict.state = 'running';
      lastError = '0';
      return 'true';
    },
    LMSFinish(arg) {
      if (!open('LMSFinish')) return 'false';
      strict.state = 'finished';
      return 'true';
    },
    LMSCommit(arg) {
      if (!open('LMSCommit')) return 'false';
      return 'true';
    },
    LMSGetValue(field) {
      if (!open('LMSGetValue')) return '';
      const found = element(String(field));
      if (typeof found === 'string') return fail(found, 'LMSGetValue', field);
      if (found.rule[0] === 'wo') return fail('404', 'LMSGetValue', field);
      lastError = '0';
      return found.get();
    },
    LMSSetValue(field, value) {
      if (!open('LMSSetValue')) return 'false';
      const v = String(value);
      strict.sets.push([field, v]);
      if (typeof value !== 'string') return fail('405', 'LMSSetValue', field, v);
      if (odd.refuse && String(field).startsWith(odd.refuse)) {
        lastError = '101'; // an LMS's own refusal: not the SCO's mistake
        return 'false';
      }
      const found = element(String(field));
      if (typeof found === 'string') return fail(found, 'LMSSetValue', field, v);
      if (found.rule[0] === 'ro') return fail('403', 'LMSSetValue', field, v);
      if (/\._children$|\._count$/.test(field)) return fail('402', 'LMSSetValue', field, v);
      if (!found.rule[1](v)) return fail('405', 'LMSSetValue', field, v);
      if (found.array === 'interactions') {
        const item = interactions[found.n] ?? {};
        if (Object.hasOwn(item, found.name))
          strict.violations.push(['rewritten', field, item[found.name], v]);
        // A choice's responses are sets of single characters (CMIFeedback, section 3.4.4).
        const type = found.name === 'type' ? v : item.type;
        const answers = [found.name, ...Object.keys(item)].filter((k) =>
          /^(student_response|correct_responses\.[0-9]+\.pattern)$/.test(k),
        );
        for (const k of answers) {
          const given = k === found.name ? v : item[k];
          if (type === 'choice' && !choiceSet(given))
            return fail('405', 'LMSSetValue', field, given);
        }
      }
      const refused = found.set(v);
      if (refused) return fail(refused, 'LMSSetValue', field, v);
      lastError = '0';
      return 'true';
    },
    LMSGetLastError: () => lastError,
    LMSGetErrorString: (code) => `error ${code}`,
    LMSGetDiagnostic: (code) => `diagnostic ${code}`,
  };

  /** What the LMS keeps of this attempt for its next launch. */
  strict.attempt = () => ({
    values: Object.fromEntries(
      ['cmi.core.lesson_location', 'cmi.core.lesson_status', 'cmi.suspend_data']
        .concat(['cmi.core.score.raw', 'cmi.core.score.min', 'cmi.core.score.max'])
        .map((field) => [field, values.get(field) ?? '']),
    ),
    interactions: structuredClone(interactions),
    objectives: structuredClone(objectives),
  });
})();
