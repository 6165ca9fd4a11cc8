// The most common passwords (lower case, 6-20 characters, the only lengths spec §5 admits): the leaked-list
// leaders, keyboard walks, digit runs, and the favourites of Chinese-speaking users (5201314, woaini1314 …).
// A new password that matches one of them, ignoring case, is refused: these are the first guesses of every
// credential-stuffing tool, so no lock-out protects an account that uses one.
const LIST = `
!qaz2wsx 000000 00000000 007007 01012011 010203 01234567 0123456789 0987654321 101010 102030
10203040 111111 1111111 11111111 111222 111222333 112233 11223344 112233445566 121212 12121212
12301230 123123 123123123 123123a 1232323q 123321 12341234 12344321 1234554321 123456 1234567
12345678 123456789 1234567890 123456789a 12345678a 123456a 123456abc 123456q 12345a 12345q 1234abcd
1234qwer 123654 123654789 123789 123abc 123abc456 123qwe 123qweasd 123qweasdzxc 12qwaszx 131313
1314520 13145200 1314521 147147 147258 147258369 147369 147852369 159357 159357456 159753 168168
19881988 19891989 19901990 19911991 19921992 1q2w3e 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx
1qaz2wsx3edc 1qaz@wsx 1qazxsw2 1qazxsw23edc 20082008 212121 222222 232323 252525 315475 321321
333333 444444 456456 456789 4815162342 518518 520131 5201314 520520 555555 654321 654321a 666666
666888 696969 69696969 777777 7777777 789123 789456 789456123 789789 852456 8675309 87654321 888888
8888888 88888888 987654 987654321 9876543210 999999 a123456 a12345678 a1b2c3 a1b2c3d4 aa123456
aa12345678 aa123456789 aaa111 aaaaaa abc123 abc12345 abc123456 abc@123 abcabc abcd1234 abcdef
abcdefg abcdefgh access action adidas admin123 admin@123 administrator adplan adplan123 airborne
alaska albert alexande alexis amanda amazon amazon123 america andrea andrew andrey angela angels
animal anthony apollo apples arsenal arthur asd123 asd123456 asdasd asdf1234 asdfasdf asdfgh
asdfghjk asdfghjkl ashley august austin azerty babygirl badboy badger bailey banana bandit barbara
barney baseball baseball1 batman beatles beaver beavis benjamin bigboy bigdaddy bigdog birdie
biteme blazer blink182 bond007 bonnie booboo booger boomer boston brandon brandy braves bronco
broncos brooklyn bubbles buffalo bulldog buster butter calvin camaro cameron canada captain carlos
carmen carolina caroline carter cartman casper cassie celtic champion chance changeme charles
charlie cheese chelsea cherry chester chicago chicken christian christin cocacola coffee compaq
computer cookie cooper copper corvette cowboy cowboys creative cricket crystal dakota dallas daniel
danielle darkness debbie december default demo123 demo123456 dennis destiny dexter diablo diamond
digital doctor doggie dolphin dolphins donald donkey dragon dragon123 dreams driver drowssap
drummer eagles eclipse edward einstein elephant eminem enigma explorer falcon family fender ferrari
fishing florida flower fluffy flyers football football1 forest forever freddy freedom friday friend
friends gabriel gandalf garfield gateway gators gemini genesis genius george gfhjkm ghbdtn giants
gibson ginger godzilla golden golfer goober google gordon guinness guitar gunner hahaha hammer
hannah harley heather heaven hello1 helpme hockey hooters horses hotdog hotrod hunter iceman iloveu
iloveyou iloveyou1 iloveyou520 imissyou internet jackass jackie jackson jaguar jasmine jasper
jennifer jeremy jessica jessie jester johnny johnson jonathan jordan jordan23 joseph joshua junior
justin killer kimberly kitten klaster knight kristina lacrosse lakers lasvegas lauren legend
letmein letmein123 li123456 lifehack little liuyang liverpoo liverpool lol123 london louise
lovelove lovely loveme lovers loveyou maddog madison maggie magnum marcus marina marine marlboro
martin marvin maryjane master master123 matrix matthew maverick maximus maxwell melissa member
mercedes merlin metallic metallica mexico michael michelle michigan mickey midnight miller
minecraft minnie monica monkey monkey123 monster montana morgan mother mountain muffin murphy
mustang nascar natasha nathan ncc1701 nelson newyork nicholas nicole nikita nintendo nirvana nissan
nothing november oliver online orange p@ssw0rd p@ssword pa55word packers pakistan pantera panther
paradise parker passw0rd passw0rd1 password password1 password12 password123 patrick peaches peanut
pepper phantom phoenix pimpin platinum playboy player please pokemon police poohbear pookie poopoo
porsche prince princess princess1 private pumpkin purple q123456 q1w2e3 q1w2e3r4 q1w2e3r4t5 qazwsx
qazwsx123 qazwsxedc qazxsw qq123456 qqqqqq qwaszx qwe123 qwe123456 qweasd qweasdzxc qweqwe qwer1234
qwerasdf qwerty qwerty1 qwerty12 qwerty123 qwerty1234 qwerty12345 qwertyu qwertyui qwertyuiop
qwertyuiop123 rabbit rachel racing raiders rainbow ranger rangers rebecca red123 redskins redsox
redwings richard robert rocket root123 root1234 rosebud runner rush2112 sabrina samantha samson
samsung samuel sandra saturn school scooby scooter scorpio scorpion scotty secret seller seller123
sergey shadow shadow123 shannon sharon shelby sierra silver simple skippy slayer slipknot smokey
snickers sniper snoopy snowball soccer sophie spanky sparky speedy spencer spider spitfire stalker
startrek starwars steelers stella steven stupid success summer sunshine sunshine1 superman
superman123 surfer sydney taylor tennis test123 test1234 tester testing theman therock thomas
thunder thx1138 tianya tiffany tigers tigger tomcat topgun toyota travis trinity trouble trustno1
tucker turtle united user123 vampire vanessa victor victoria viking voodoo voyager w123456 walter
wang123 wangwei wangyang warrior welcome welcome1 welcome123 whatever william williams willie
willow wilson winner winston winter wizard wo5201314 woaini woaini1314 woaini520 xavier xxxxxx
xxxxxxxx yamaha yankee yankees yellow zaq12wsx zaq1xsw2 zaq1zaq1 zhang123 zhangwei zxc123 zxc123456
zxcvbn zxcvbnm zzzzzz`;

/** The shipped list of common passwords, lower case. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter((word) => word !== ''));

/** True when `password` is on the common-password list, ignoring case. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
