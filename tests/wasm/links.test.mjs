// Links written before today keep opening the view they named: every setting name a link or an
// embed snippet could carry (each lesson's keys, and an embedded lesson's names taken from its
// labels, d_model=128) as it stood when the lessons moved to one contract. A setting renamed
// since must keep its old name as an alias; this list only grows.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { panelAliases, parseHash, settingsTable, sharedSettings } from '../../web/src/state.js';

const namesByLesson = {
  overview: {
    keys: 'ov_prompt ov_weights',
    aliases: 'text_to_continue=ov_prompt weights=ov_weights',
  },
  tokenizer: {
    keys: 'tk_mode tk_cut tk_bytes tk_vocab',
    aliases:
      'tokenizer=tk_mode cut_the_last_byte=tk_cut byte_ids_to_decode=tk_bytes word_vocabulary_from=tk_vocab',
  },
  bpe: {
    keys: 'bp_source bp_merges bp_second',
    aliases: 'train_on=bp_source merges=bp_merges a_second_text=bp_second',
  },
  'token-embedding': {
    keys: 'te_d te_chars te_source',
    aliases: 'd_model=te_d characters_to_compare=te_chars table_shown=te_source',
  },
  positions: {
    keys: 'posn_i posn_j',
    aliases: 'token_i_query=posn_i token_j_key=posn_j',
  },
  'pe-sinusoidal': {
    keys: 'pe_len pe_d pe_base pe_dims pe_row',
    aliases:
      'max_len=pe_len d_model=pe_d base=pe_base dimensions_to_plot=pe_dims position_p=pe_row',
  },
  'pe-relative': {
    keys: 'rel_p rel_k rel_d rel_base rel_pair rel_shift',
    aliases: 'p=rel_p largest_k=rel_k d_model=rel_d base=rel_base pair_i=rel_pair k_turn=rel_shift',
  },
  'pe-learned': {
    keys: 'learn_len learn_d learn_seq',
    aliases: 'max_len=learn_len d_model=learn_d sequence_length=learn_seq',
  },
  combined: {
    keys: 'cb_d cb_len cb_pos cb_join',
    aliases: 'd_model=cb_d max_len=cb_len positions=cb_pos join=cb_join',
  },
  'position-experiment': {
    keys: 'px_token px_n px_d px_scale px_pos',
    aliases:
      'token_id=px_token positions_n=px_n d_model=px_d colour_range=px_scale positions=px_pos',
  },
  rope: {
    keys: 'rope_pos rope_d rope_base rope_offset',
    aliases: 'position_m=rope_pos head_width_d=rope_d base=rope_base largest_m_n=rope_offset',
  },
  'long-context': {
    keys: 'lc_heads lc_head lc_len lc_trained lc_d lc_pair',
    aliases:
      'heads=lc_heads head_shown=lc_head positions_shown=lc_len trained_length_l=lc_trained head_width_d=lc_d pair_i=lc_pair',
  },
  norms: {
    keys: 'norm_x norm_gamma norm_beta norm_eps norm_scale',
    aliases:
      'vector_x=norm_x gamma=norm_gamma beta=norm_beta epsilon=norm_eps scale_factor=norm_scale',
  },
  attention: {
    keys: 'att_d att_dk att_causal att_pe att_n',
    aliases:
      'd_model=att_d d_k=att_dk causal_mask=att_causal add_positions=att_pe sequence_length_n=att_n',
  },
  heads: {
    keys: 'hd_layer hd_head',
    aliases: 'block=hd_layer head_to_open=hd_head',
  },
  block: {
    keys: 'bk_depth bk_weights',
    aliases: 'stacked_blocks=bk_depth weights=bk_weights',
  },
  contextual: {
    keys: 'cx_a cx_b cx_word',
    aliases: 'text_a=cx_a text_b=cx_b word=cx_word',
  },
  sampling: {
    keys: 'sp_prompt sp_temp sp_topk sp_topp sp_len sp_weights',
    aliases:
      'prompt=sp_prompt temperature=sp_temp top_k=sp_topk top_p=sp_topp bytes_to_generate=sp_len weights=sp_weights',
  },
  'decoder-only': {
    keys: 'dec_t dec_start dec_len dec_mask',
    aliases: 'token_t=dec_t start_i=dec_start window_t=dec_len causal_mask=dec_mask',
  },
  train: {
    keys: 'model lr steps tr_init tr_batch tr_seq gpt_layers gpt_heads gpt_d gpt_pe gpt_norm tr_text tr_own tr_prompt tr_temp tr_topk cmp_steps cmp_text cmp_workers tr_bpe tr_workers',
    aliases:
      'learning_rate=lr starting_tables=tr_init batch_size=tr_batch sequence_length=tr_seq layers=gpt_layers heads=gpt_heads d_model=gpt_d positional_encoding=gpt_pe norm=gpt_norm training_text=tr_text your_text=tr_own prompt=tr_prompt temperature=tr_temp top_k=tr_topk steps_per_encoding=cmp_steps comparison_text=cmp_text parallel_workers_0_one_per_core=cmp_workers bpe_merges_0_bytes=tr_bpe workers=tr_workers',
  },
};

const ids = Object.keys(namesByLesson);
const lessons = await Promise.all(
  ids.map(async (id) => ({ id, ...(await import(`../../web/src/panels/${id}/lesson.js`)) })),
);
const table = settingsTable(lessons);
// A value each setting takes: its default, as a link writes it.
const written = (spec) =>
  spec.type === 'bool' ? (spec.default ? '1' : '0') : String(spec.default);

test('every setting a link could name opens the same setting', () => {
  for (const key of Object.keys(sharedSettings)) {
    const { given, problems } = parseHash(`#${key}=${written(table[key])}`, table, ids);
    assert.deepEqual([given, problems], [[key], []], key);
  }
  for (const [id, { keys }] of Object.entries(namesByLesson))
    for (const key of keys.split(' ')) {
      assert.ok(Object.hasOwn(table, key), `${id}: ${key} is no setting any more`);
      const { given, problems } = parseHash(`#${key}=${written(table[key])}`, table, ids);
      assert.deepEqual([given, problems], [[key], []], `${id}: ${key}`);
    }
});

test('every name an embedded lesson took from its labels still names the same setting', () => {
  for (const lesson of lessons) {
    const aliases = panelAliases(lesson);
    for (const pair of namesByLesson[lesson.id].aliases.split(' ').filter(Boolean)) {
      const [alias, key] = pair.split('=');
      const hash = `#panel=${lesson.id}&${alias}=${written(table[key])}`;
      const { given, problems } = parseHash(hash, table, ids, aliases);
      assert.deepEqual([given, problems], [[key], []], `${lesson.id}: ${alias}`);
    }
  }
});
