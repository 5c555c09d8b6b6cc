// An original story written for Embedding Lab (MIT, as the rest of the project). Plain ASCII, one
// byte per character, dashes as "--". It is the last part of the lab's default text, so the
// held-out tenth is its ending: new sentences in a style the model has read.
export const lamplighter = {
  id: 'lamplighter',
  text: `The harbour town of Wellmere had forty-one street lamps, and every one of them was lit by hand. At the end of each day, when the fishing boats came in and the gulls settled on the roofs, old Tobias Hale took his ladder and his long brass pole and walked the same round he had walked for thirty years. He began at the fish market, went up the hill past the school and the bakery, turned along the sea wall, and ended at the lamp by the lighthouse steps. Then he went home, ate his supper, and slept until it was time to put the lamps out again in the morning.

In the spring of the year the new road was built, Tobias hurt his knee, and the town council sent him an apprentice. Her name was Nell Marrow. She was twelve years old, she could climb anything, and she had never once in her life kept quiet for longer than a minute.

"The first thing to learn," said Tobias, "is the order of the lamps."

"Why does the order matter?" asked Nell. "A lamp is a lamp."

"Because the wind comes off the sea in the evening," said Tobias, "and if you light the sea wall first, the wind will blow them out before you are back. You light the sheltered lamps first and the open ones last. The order is the whole of the job. Anyone can strike a match."

So Nell learned the order. She wrote it in a small blue notebook: market, school, bakery, chapel, well, sea wall, lighthouse. She wrote the number of each lamp beside its name, and she wrote what the wind had done on each night. On the first night she lit eleven lamps and the wind put out four. On the second night she lit twenty and the wind put out two. By the end of the first week she lit every lamp in the town, and the wind put out none.

Tobias watched her from his chair by the window, with his bad leg on a stool. He did not say much. When she came back in the evening he asked only two questions: how many lamps, and how many went out. She always knew both answers.

In the second week Nell began to notice other things. She noticed that the baker left a light in his window on the nights he was baking for a wedding, and that on those nights the street by the bakery needed its lamp less. She noticed that the lamp by the chapel burned faster than the others, because the glass was cracked and the draught came in. She noticed that the children of the school lane stayed out later when the lamps were lit early, and that their mothers came looking for them later too. She wrote all of it in the blue notebook, in a list that grew longer every night.

"What are you writing now?" asked Tobias one evening.

"Everything," said Nell. "If I write down everything, then one day I will know what happens next before it happens."

Tobias laughed, which he did not do often. "That is what your notebook is for, then. Not to remember what happened. To guess what comes next."

"Is that not the same thing?"

"Not quite," said Tobias. "Remembering is easy. You have the page in front of you. Guessing is harder, because tomorrow is never a copy of yesterday. The wind is a little different. The baker has a different wedding. If you only remember, you will be right about the past and wrong about the morning. If you learn the reasons, you will be right about the morning too, most of the time."

Nell thought about this for a long while. Then she opened the notebook to a clean page and drew a line down the middle. On the left she wrote what she saw. On the right she wrote why she thought it had happened. The chapel lamp burns fast: the glass is cracked. The sea wall lamps go out: the wind is from the west. The school lane is noisy late: the lamps were lit early.

By midsummer the right side of the page was longer than the left.

One evening in July a storm came in from the sea. The sky turned the colour of slate by four in the afternoon, and the fishermen pulled their boats far up the shingle. Nell took the ladder and the brass pole and set out early. She lit the market lamps, the school lamps and the bakery lamp. She lit the chapel lamp, and she wrapped a strip of cloth around the cracked glass so the draught could not get in. She lit the lamp by the well. Then she came to the sea wall, and the wind was so strong that she could hardly stand.

She did not light the sea wall lamps at once. She stood in the shelter of the boat shed and watched the wind. It came in long gusts, and between the gusts there were short quiet moments, three or four seconds each, when the rain fell straight down. She counted the gusts. She counted the quiet moments. Then, in the next quiet moment, she climbed the ladder and lit the first lamp, and closed its little door just as the next gust arrived. She waited for the next quiet moment and lit the second lamp. It took her almost an hour to light the nine lamps of the sea wall, but not one of them went out.

When she reached the lamp by the lighthouse steps, the keeper of the lighthouse was waiting for her at the door. He was a tall man with a grey beard, and he had been watching her from the top of the tower.

"I have seen Tobias light those lamps in a storm," said the keeper. "He always lost two or three. How did you do it?"

"I listened to the wind first," said Nell. "It has a pattern. It is never the same twice, but it is never quite different, either."

The keeper nodded slowly. "That is the secret of my lamp, too," he said. "The ships cannot see the rocks. They can only see the light, and the light tells them where the rocks must be. A sailor who has never been to Wellmere can still come home safely, because he has learned what a light on a headland means. He does not need to have seen this headland before."

When Nell told Tobias about the storm, he asked his two questions, as he always did.

"Forty-one," said Nell, "and none went out."

Tobias was quiet for a moment. Then he got up from his chair, without his stick, and went to the cupboard by the fire. He took out an old notebook, bound in brown leather and soft with use, and put it in her hands. Inside were thirty years of nights: the date, the weather, the number of lamps, the number that went out. In the margins, in small careful writing, were his reasons.

"I thought no one would ever read it," said Tobias. "Now you can read it, and you can add to it. Read the reasons, not only the numbers. The numbers tell you what happened. The reasons tell you what will happen."

Nell read the brown notebook all through the autumn. She found that Tobias had noticed many of the same things she had: the cracked chapel glass, the west wind on the sea wall, the baker's window. But he had also noticed things she had never seen. The lamps by the market burned longer in winter, because the cold made the oil thick. The school lamps needed less oil in the week of the harvest fair, because the children were all at the fair. The lighthouse lamp could be seen from the top of the hill only on nights when the tide was low.

Some of his reasons were wrong. On one page he had written that the chapel lamp went out because the chapel was old. On a later page, ten years later, he had crossed this out and written: no, the glass is cracked. Nell liked that page best of all. It showed that even a careful watcher could be wrong for ten years, and then learn.

In the winter the council sent a man from the city to talk about gas. Gas lamps, he said, could be lit from a single tap at the end of each street. There would be no need for a ladder or a brass pole, and no need for a lamplighter. The council listened, and asked how much it would cost, and said they would think about it.

Nell was worried. "What will we do," she asked Tobias, "if the lamps light themselves?"

"The lamps will never light themselves," said Tobias. "Someone will still have to decide when. Someone will have to know that the fog comes early in November, and that the harvest fair empties the school lane, and that the wind from the west puts out a flame on the sea wall. The tap is new. The knowing is old. Keep your notebook."

The gas lamps did come to Wellmere, two years later, and they came street by street. The market had them first, then the school lane, then the hill. The sea wall kept its oil lamps longest of all, because the pipes could not be laid along the stones. Every evening Nell turned the taps in the order Tobias had taught her, sheltered streets first and open streets last, and every evening she wrote in the notebook.

The town grew. New houses went up beyond the chapel, and new lamps were put in front of them. Nell gave each new lamp a number and a line in the notebook. When a new lamp gave trouble, she did not wait thirty years to find the reason. She looked for lamps that were like it, in streets that were like its street, and she read what the notebook said about them. Most of the time the reason was there already, written in her hand or in the small careful hand of Tobias.

Many years later, when Nell was old herself, a boy from the new houses asked her how she always knew which lamp would fail before it failed.

"I do not always know," she said. "But I have read a great many nights, and most nights are like some night I have read before. Not the same. Like. That is enough to make a good guess."

"Could I learn to guess like that?" asked the boy.

"You could," said Nell, and she took a small blue notebook from the shelf, one she had never written in, and gave it to him. "Start with the order of the lamps. Then write down everything. Then, when you have a page of what happened, draw a line down the middle and write down why."

The boy took the notebook home and began that very evening. He wrote the date, and the weather, and the number of lamps he could see from his window. It was not much. But it was a beginning, and every good guess begins the same way: with a great deal of careful reading, and the patience to learn the reasons behind the pattern.
`,
};
