// Chinese (zh): the titles of the texts the page ships.
export const messages = {
  'texts.library': '四篇英文文本合在一起',
  'texts.gettysburg': '葛底斯堡演说（Lincoln，1863）',
  'texts.sonnets': '三首十四行诗（Shakespeare，1609）',
  'texts.alice': '掉进兔子洞（Carroll，1865）',
  'texts.lamplighter': '点灯人的学徒（为本实验室写的故事）',
  'texts.quijote': '《堂吉诃德》第一章，西班牙语原文（Cervantes，1605）',
  'texts.tang': '唐诗十八首（李白、杜甫等，8–9 世纪）',
  'texts.machado': '《Dom Casmurro》的开头，葡萄牙语原文（Machado de Assis，1899）',
  'texts.qasaid': '两首长诗的诗句，阿拉伯语原文（Imru’ al-Qais，6 世纪；al-Mutanabbi，10 世纪）',
};
