import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { mixToMono } from '../../audio/mix-to-mono.ts'
import { resample } from '../../audio/resample.ts'
import { decodeWav } from '../../audio/wav-codec.ts'
import { createRng, subSeed } from '../rng.ts'

/**
 * Voices of espeak-ng (Debian's `espeak-ng`), a speech synthesiser nobody here wrote: its voice source,
 * formants, prosody and pauses are not the ones our own formant synthesiser and our detectors grew up with.
 */
export const TTS_VOICES = [
  'en-us',
  'en-gb',
  'en-us+f3',
  'cmn',
  'cmn+f2',
  'de',
  // Issue 16's ninth round: other languages, and espeak-ng's other voice sources (klatt: a Klatt formant
  // synthesiser; m3, f4, m2: other glottal and formant settings).
  'fr',
  'es',
  'it',
  'en-us+m3',
  'en-gb+klatt',
  'en-us+klatt3',
  'cmn+f4',
  'de+m2',
  // Held-out 9 (issue 16's ninth round, after held-out 8's run): Portuguese, Dutch, and variants no set used.
  'pt-br',
  'nl',
  'en-gb+m7',
  'cmn+m1',
  'es+f5',
  'fr+klatt2',
  // Held-out 10 (issue 16's tenth round, before its work): Swedish, Polish, Russian, and variants no set used.
  'sv',
  'pl',
  'ru',
  'en-us+f1',
  'cmn+m5',
  'de+klatt4',
  // Issue 16's eleventh round: held-out 11 (Czech, Romanian, Greek, en-us+m6, cmn+klatt, fr+m4), written
  // first, and dev6 (Hungarian, Finnish, Turkish, Scottish English, cmn+f1, de+f3).
  'cs',
  'ro',
  'el',
  'en-us+m6',
  'cmn+klatt',
  'fr+m4',
  'hu',
  'fi',
  'tr',
  'en-gb-scotland',
  'cmn+f1',
  'de+f3',
  // Held-out 12 (written at the end of issue 16's eleventh round, for the next round's one measurement):
  // regional voices and variants no set used.
  'es-419',
  'en-029',
  'fr-be',
  'de+m4',
  'cmn+m4',
  'nl+f4',
  // Held-out 13 (written in issue 16's twelfth round, before its one measurement): languages and variants
  // no set used.
  'da',
  'nb+f2',
  'ca+m8',
  'uk',
  'id+klatt5',
  'en-gb-x-rp+f5',
  // Held-out 17 (written in issue 16's thirteenth round, after its one measurement, for the next round's):
  // variants no set used.
  'it+f2',
  'sv+m5',
  'pl+klatt',
  'ru+f4',
  'ro+m3',
  'en-gb+f1',
  // Held-out 18 (written in issue 16's fifteenth round, after its change and before any held-out ran on
  // it, for that round's one measurement): variants no set used.
  'en-gb+m4',
  'de+f5',
  'fr+f3',
  'es+m1',
  'cmn+m8',
  'pt-br+f1',
  // Held-out 19 (written at the start of issue 16's sixteenth round, before its changes): variants no set used.
  'en-us+f5',
  'cmn+f3',
  'fr+m7',
  'it+m1',
  'nl+m2',
  'pt-br+m3',
  // Held-out 20 (written at the end of issue 16's sixteenth round, after its one measurement, for the next
  // round's): variants no set used.
  'en-us+m4',
  'de+f2',
  'es+f3',
  'cmn+klatt4',
  'it+m5',
  'sv+f1',
  // Held-out 21 (written in issue 16's seventeenth round, after held-out 20 measured its first change and
  // before its second): variants no set used.
  'en-gb+f2',
  'de+m6',
  'es+m6',
  'cmn+m7',
  'fr+f5',
  'pl+f3',
] as const
export type TtsVoice = (typeof TTS_VOICES)[number]

// What people say into a microphone: instructions, read text, a phone message. Written for these sets.
type Language =
  | 'en'
  | 'cmn'
  | 'de'
  | 'fr'
  | 'es'
  | 'it'
  | 'pt'
  | 'nl'
  | 'sv'
  | 'pl'
  | 'ru'
  | 'cs'
  | 'ro'
  | 'el'
  | 'hu'
  | 'fi'
  | 'tr'
  | 'da'
  | 'nb'
  | 'ca'
  | 'uk'
  | 'id'
const LINES: Record<Language, readonly string[]> = {
  en: [
    'Good morning everyone, and thank you for joining the call today.',
    'Please turn left at the second traffic light and park behind the library.',
    'The recording starts in three, two, one. Testing the microphone level now.',
    'I left the keys on the kitchen table, next to the blue umbrella.',
    'Chapter four. The river was higher than anyone in the village could remember.',
    'Could you send me the final version of the report before Friday afternoon?',
    'This is a reminder that your appointment is on Tuesday at half past nine.',
    'We measured the room twice, and the bass still booms around eighty hertz.',
  ],
  cmn: [
    '大家好，欢迎收听今天的节目。',
    '请在第二个红绿灯左转，然后把车停在图书馆后面。',
    '会议改到下午三点，请大家准时参加。',
    '我把钥匙放在厨房的桌子上了，就在蓝色雨伞旁边。',
    '今天天气很好，我们一起去公园散步吧。',
    '这段录音用来测试麦克风的电平和房间的回声。',
  ],
  de: [
    'Guten Morgen, heute sprechen wir über die Akustik kleiner Räume.',
    'Bitte biegen Sie an der nächsten Kreuzung rechts ab.',
    'Die Aufnahme beginnt jetzt. Eins, zwei, drei, Probe.',
  ],
  fr: [
    'Bonjour à tous, la réunion commence dans cinq minutes.',
    'Tournez à droite après la boulangerie, puis continuez tout droit.',
    'Ceci est un message pour confirmer votre rendez-vous de jeudi matin.',
    "J'ai oublié mon parapluie dans le train ce matin.",
  ],
  es: [
    'Buenos días, gracias por llamar. Le atenderemos enseguida.',
    'El concierto empieza a las nueve, pero las puertas abren a las ocho.',
    'Por favor, deje su mensaje después de la señal.',
    'Mañana vamos a grabar la segunda parte del programa.',
  ],
  it: [
    'Buongiorno a tutti, oggi parliamo della registrazione in casa.',
    'Il treno per Milano parte dal binario sette tra dieci minuti.',
    'Ho lasciato le chiavi sul tavolo della cucina.',
    'Questa è una prova del microfono: uno, due, tre.',
  ],
  pt: [
    'Bom dia a todos, obrigado por participarem da reunião de hoje.',
    'Vire à esquerda no próximo semáforo e siga até a praça.',
    'Esta mensagem confirma a sua consulta de quarta-feira às dez horas.',
    'Deixei o guarda-chuva no ônibus hoje de manhã.',
  ],
  nl: [
    'Goedemorgen allemaal, welkom bij de vergadering van vandaag.',
    'Sla bij het tweede stoplicht linksaf en parkeer achter de bibliotheek.',
    'Dit is een test van de microfoon: een, twee, drie.',
    'Ik heb mijn sleutels op de keukentafel laten liggen.',
  ],
  sv: [
    'God morgon allihop, och välkomna till dagens möte.',
    'Sväng vänster vid nästa rödljus och parkera bakom biblioteket.',
    'Det här är ett meddelande om din tid hos tandläkaren på torsdag.',
    'Jag glömde mitt paraply på bussen i morse.',
  ],
  pl: [
    'Dzień dobry wszystkim, dziękuję za udział w dzisiejszym spotkaniu.',
    'Proszę skręcić w prawo przy następnym skrzyżowaniu.',
    'To jest próba mikrofonu: raz, dwa, trzy.',
    'Zostawiłem klucze na stole w kuchni, obok niebieskiego parasola.',
  ],
  ru: [
    'Доброе утро, сегодня мы поговорим о записи звука дома.',
    'Поезд до Москвы отправляется с седьмого пути через десять минут.',
    'Пожалуйста, оставьте сообщение после звукового сигнала.',
    'Я забыл ключи на кухонном столе, рядом с синим зонтом.',
  ],
  cs: [
    'Dobrý den, vítejte na dnešní poradě.',
    'Na příští křižovatce odbočte doleva a zaparkujte za knihovnou.',
    'Toto je zkouška mikrofonu: jedna, dva, tři.',
    'Nechal jsem klíče na kuchyňském stole vedle modrého deštníku.',
  ],
  ro: [
    'Bună dimineața tuturor și bine ați venit la ședința de astăzi.',
    'La următorul semafor faceți la stânga și parcați în spatele bibliotecii.',
    'Acesta este un mesaj pentru a vă confirma programarea de joi.',
    'Mi-am uitat umbrela în autobuz azi-dimineață.',
  ],
  el: [
    'Καλημέρα σε όλους και καλώς ήρθατε στη σημερινή συνάντηση.',
    'Στο επόμενο φανάρι στρίψτε αριστερά και παρκάρετε πίσω από τη βιβλιοθήκη.',
    'Αυτή είναι μια δοκιμή του μικροφώνου: ένα, δύο, τρία.',
    'Άφησα τα κλειδιά μου στο τραπέζι της κουζίνας.',
  ],
  hu: [
    'Jó reggelt mindenkinek, köszönöm, hogy eljöttek a mai megbeszélésre.',
    'A következő lámpánál forduljon balra, és parkoljon a könyvtár mögött.',
    'Ez egy mikrofonpróba: egy, kettő, három.',
    'A kulcsaimat a konyhaasztalon hagytam, a kék esernyő mellett.',
  ],
  fi: [
    'Hyvää huomenta kaikille ja tervetuloa tämän päivän kokoukseen.',
    'Käänny seuraavista liikennevaloista vasemmalle ja pysäköi kirjaston taakse.',
    'Tämä on viesti, jolla vahvistamme torstain ajanvarauksesi.',
    'Unohdin sateenvarjoni bussiin tänä aamuna.',
  ],
  tr: [
    'Herkese günaydın, bugünkü toplantıya hoş geldiniz.',
    'Bir sonraki ışıkta sola dönün ve kütüphanenin arkasına park edin.',
    'Bu bir mikrofon denemesidir: bir, iki, üç.',
    'Anahtarlarımı mutfak masasında, mavi şemsiyenin yanında bıraktım.',
  ],
  da: [
    'God morgen allesammen, og tak fordi I kunne komme til mødet i dag.',
    'Drej til venstre ved næste lyskryds, og parker bag biblioteket.',
    'Dette er en besked om, at din tid hos tandlægen er flyttet til torsdag.',
    'Jeg glemte min paraply i bussen her til morgen.',
  ],
  nb: [
    'God morgen alle sammen, og velkommen til dagens møte.',
    'Ta til høyre i neste kryss, og parker bak biblioteket.',
    'Dette er en mikrofontest: en, to, tre.',
    'Jeg la nøklene på kjøkkenbordet, ved siden av den blå paraplyen.',
  ],
  ca: [
    'Bon dia a tothom, i gràcies per venir a la reunió d’avui.',
    'Gireu a l’esquerra al proper semàfor i aparqueu darrere de la biblioteca.',
    'Aquest és un missatge per confirmar la vostra cita de dijous.',
    'Vaig deixar les claus a la taula de la cuina, al costat del paraigua blau.',
  ],
  uk: [
    'Доброго ранку всім, дякую, що приєдналися до сьогоднішньої зустрічі.',
    'На наступному світлофорі поверніть ліворуч і припаркуйтеся за бібліотекою.',
    'Це перевірка мікрофона: один, два, три.',
    'Я залишив ключі на кухонному столі, біля синьої парасольки.',
  ],
  id: [
    'Selamat pagi semuanya, terima kasih sudah datang ke rapat hari ini.',
    'Belok kiri di lampu lalu lintas berikutnya, lalu parkir di belakang perpustakaan.',
    'Ini pesan untuk mengingatkan janji Anda pada hari Kamis pukul sembilan.',
    'Saya lupa payung saya di bus tadi pagi.',
  ],
}

const ESPEAK_RATE = 22050

/**
 * `seconds` of espeak-ng speech at `sampleRate`: sentences picked by the seed, spoken at a seed-chosen
 * rate and pitch, one after another with their natural pauses, until the take is long enough.
 */
export function synthTts(seed: number, seconds: number, sampleRate: number, voice: TtsVoice): Float32Array {
  const rng = createRng(subSeed(seed, 'tts'))
  const lines = LINES[languageOf(voice)]
  const wordsPerMinute = 140 + Math.floor(rng.next() * 50)
  const pitch = 30 + Math.floor(rng.next() * 40)
  const take = new Float32Array(Math.round(seconds * ESPEAK_RATE))
  for (let n = Math.floor(rng.next() * lines.length), at = 0; at < take.length; n++) {
    const spoken = speak(lines[n % lines.length]!, voice, wordsPerMinute, pitch)
    take.set(spoken.subarray(0, take.length - at), at)
    at += spoken.length
  }
  return sampleRate === ESPEAK_RATE ? take : resample(take, ESPEAK_RATE, sampleRate)
}

// A voice's language is its name before the variant and the region (cmn+f2 → cmn, en-gb → en, pt-br → pt).
function languageOf(voice: TtsVoice): Language {
  return voice.split('+')[0]!.split('-')[0] as Language
}

function speak(text: string, voice: TtsVoice, wordsPerMinute: number, pitch: number): Float32Array {
  const dir = mkdtempSync(join(tmpdir(), 'tts-'))
  const file = join(dir, 'line.wav')
  try {
    const args = ['-v', voice, '-s', String(wordsPerMinute), '-p', String(pitch), '-w', file, text]
    const run = spawnSync('espeak-ng', args, { encoding: 'utf8' })
    if (run.error || run.status !== 0) {
      const reason = run.error ? run.error.message : run.stderr.trim()
      throw new Error(`the tts source needs espeak-ng (apt-get install espeak-ng): ${reason}`)
    }
    return mixToMono(decodeWav(readFileSync(file)))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
