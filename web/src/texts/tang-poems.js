// Eighteen poems of the Tang dynasty (618–907), each with its title and poet, in simplified
// characters and in the wording Chinese schools teach today (the Complete Tang Poems, 1705, holds
// every one, some in an older wording: Li Bai's 静夜思 there reads 看月光 and 望山月). Public domain. Every Chinese character, and the
// full-width ， and 。, is three UTF-8 bytes: the byte lessons see each one as three tokens.
export const tangPoems = {
  id: 'tang',
  lang: 'zh',
  text: `《静夜思》李白
床前明月光，疑是地上霜。举头望明月，低头思故乡。

《春晓》孟浩然
春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。

《登鹳雀楼》王之涣
白日依山尽，黄河入海流。欲穷千里目，更上一层楼。

《相思》王维
红豆生南国，春来发几枝。愿君多采撷，此物最相思。

《江雪》柳宗元
千山鸟飞绝，万径人踪灭。孤舟蓑笠翁，独钓寒江雪。

《悯农》李绅
锄禾日当午，汗滴禾下土。谁知盘中餐，粒粒皆辛苦。

《游子吟》孟郊
慈母手中线，游子身上衣。临行密密缝，意恐迟迟归。谁言寸草心，报得三春晖。

《鹿柴》王维
空山不见人，但闻人语响。返景入深林，复照青苔上。

《咏柳》贺知章
碧玉妆成一树高，万条垂下绿丝绦。不知细叶谁裁出，二月春风似剪刀。

《绝句》杜甫
两个黄鹂鸣翠柳，一行白鹭上青天。窗含西岭千秋雪，门泊东吴万里船。

《凉州词》王之涣
黄河远上白云间，一片孤城万仞山。羌笛何须怨杨柳，春风不度玉门关。

《望庐山瀑布》李白
日照香炉生紫烟，遥看瀑布挂前川。飞流直下三千尺，疑是银河落九天。

《早发白帝城》李白
朝辞白帝彩云间，千里江陵一日还。两岸猿声啼不住，轻舟已过万重山。

《九月九日忆山东兄弟》王维
独在异乡为异客，每逢佳节倍思亲。遥知兄弟登高处，遍插茱萸少一人。

《山行》杜牧
远上寒山石径斜，白云生处有人家。停车坐爱枫林晚，霜叶红于二月花。

《枫桥夜泊》张继
月落乌啼霜满天，江枫渔火对愁眠。姑苏城外寒山寺，夜半钟声到客船。

《赠汪伦》李白
李白乘舟将欲行，忽闻岸上踏歌声。桃花潭水深千尺，不及汪伦送我情。

《黄鹤楼送孟浩然之广陵》李白
故人西辞黄鹤楼，烟花三月下扬州。孤帆远影碧空尽，唯见长江天际流。
`,
};
