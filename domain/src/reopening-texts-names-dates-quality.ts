import type { InterfaceLanguage } from './languages';
import type { ReopeningReasonText } from './reopening-reason-text';

/** The rest of the catalogue (001 §4), in the specification's order: names, cover, dates, quality, durations. */
export const NAMES_DATES_QUALITY = {
  holiday_religious_public_domain: {
    en: {
      name: 'Holiday, religious or public-domain content',
      description: 'The release is made of holiday songs, religious works or public-domain pieces, which stores accept only as original, distinctive recordings; generic or mass-produced versions are refused.',
      fix: 'Make sure each recording is your own performance, give the tracks titles that set them apart from the traditional work (crediting the original composer), tell us which works are in the public domain, then reopen the release.',
    },
    es: {
      name: 'Contenido festivo, religioso o de dominio público',
      description: 'El lanzamiento está formado por canciones de fiestas, obras religiosas o piezas de dominio público, que las tiendas solo aceptan como grabaciones originales y con carácter propio; rechazan las versiones genéricas o hechas en serie.',
      fix: 'Asegúrate de que cada grabación sea una interpretación tuya, pon a las pistas títulos que las distingan de la obra tradicional (acreditando al compositor original), indícanos qué obras son de dominio público y vuelve a abrir el lanzamiento.',
    },
    pt: {
      name: 'Conteúdo festivo, religioso ou de domínio público',
      description: 'O lançamento é formado por músicas de datas comemorativas, obras religiosas ou peças em domínio público, que as lojas só aceitam como gravações originais e com identidade própria; versões genéricas ou feitas em série são recusadas.',
      fix: 'Garanta que cada gravação seja uma interpretação sua, dê às faixas títulos que as diferenciem da obra tradicional (creditando o compositor original), informe quais obras estão em domínio público e reabra o lançamento.',
    },
    tr: {
      name: 'Özel gün, dinî veya kamu malı içerik',
      description: 'Yayın özel gün şarkılarından, dinî eserlerden ya da kamu malı olmuş eserlerden oluşuyor. Mağazalar bunları yalnızca özgün ve kendine has kayıtlar olarak kabul eder; sıradan ya da seri üretilmiş versiyonları reddeder.',
      fix: 'Her kaydın kendi yorumun olduğundan emin ol, parçalara onları geleneksel eserden ayıran başlıklar ver (orijinal besteciyi belirterek), hangi eserlerin kamu malı olduğunu bize bildir ve yayını yeniden aç.',
    },
  },
  invalid_artist_name: {
    en: {
      name: 'Invalid artist name',
      description: "The artist name breaks the stores' rules: it imitates or mentions another artist, is generic (such as “Various Artists” on a single), carries extra information (featuring, dates, emojis) or is written in an unusual style.",
      fix: 'Use the name you perform under, exactly as on your other releases, with normal capitalisation and nothing added; put featured artists in their own field. Then reopen the release.',
    },
    es: {
      name: 'Nombre de artista no válido',
      description: 'El nombre del artista incumple las normas de las tiendas: imita o menciona a otro artista, es genérico (como «Varios artistas» en un sencillo), lleva información adicional (featuring, fechas, emojis) o usa una escritura poco habitual.',
      fix: 'Usa el nombre con el que actúas, igual que en tus otros lanzamientos, con mayúsculas normales y sin añadidos; pon a los artistas invitados en su propio campo. Después, vuelve a abrir el lanzamiento.',
    },
    pt: {
      name: 'Nome de artista inválido',
      description: 'O nome do artista desrespeita as regras das lojas: imita ou cita outro artista, é genérico (como “Vários artistas” em um single), traz informações extras (participações, datas, emojis) ou usa uma grafia incomum.',
      fix: 'Use o nome com que você se apresenta, igual ao dos seus outros lançamentos, com maiúsculas normais e sem acréscimos; coloque os artistas convidados no campo próprio. Depois, reabra o lançamento.',
    },
    tr: {
      name: 'Geçersiz sanatçı adı',
      description: 'Sanatçı adı mağaza kurallarına uymuyor: başka bir sanatçıyı taklit ediyor ya da adını anıyor, genel bir ifade (single için “Çeşitli Sanatçılar” gibi), ek bilgi (featuring, tarih, emoji) içeriyor veya alışılmadık bir yazımla yazılmış.',
      fix: 'Sahnede kullandığın adı, diğer yayınlarındakiyle aynı biçimde, normal büyük-küçük harflerle ve hiçbir ek yapmadan yaz; konuk sanatçıları kendi alanlarına ekle. Ardından yayını yeniden aç.',
    },
  },
  invalid_cover_art: {
    en: {
      name: 'Invalid cover art',
      description: "The cover breaks the stores' rules: it is blurry or pixelated, shows web addresses, social media handles, prices, store logos or explicit imagery, or does not match the artist name and title.",
      fix: 'Upload a sharp, square image of at least 1500×1500 px (3000×3000 px is best); any text on it should be only the artist name and release title as you entered them. Then reopen the release.',
    },
    es: {
      name: 'Portada no válida',
      description: 'La portada incumple las normas de las tiendas: está borrosa o pixelada, muestra direcciones web, usuarios de redes sociales, precios, logotipos de tiendas o imágenes explícitas, o no coincide con el nombre del artista y el título.',
      fix: 'Sube una imagen cuadrada y nítida de al menos 1500×1500 px (lo ideal es 3000×3000 px); si lleva texto, que sea solo el nombre del artista y el título del lanzamiento tal como los escribiste. Después, vuelve a abrir el lanzamiento.',
    },
    pt: {
      name: 'Capa inválida',
      description: 'A capa desrespeita as regras das lojas: está borrada ou pixelada, mostra endereços de sites, perfis de redes sociais, preços, logotipos de lojas ou imagens explícitas, ou não corresponde ao nome do artista e ao título.',
      fix: 'Envie uma imagem quadrada e nítida de pelo menos 1500×1500 px (o ideal é 3000×3000 px); se tiver texto, que seja apenas o nome do artista e o título do lançamento como você os informou. Depois, reabra o lançamento.',
    },
    tr: {
      name: 'Geçersiz kapak görseli',
      description: 'Kapak mağaza kurallarına uymuyor: bulanık ya da pikselli; web adresi, sosyal medya kullanıcı adı, fiyat, mağaza logosu veya müstehcen görüntü içeriyor ya da sanatçı adı ve başlıkla uyuşmuyor.',
      fix: 'En az 1500×1500 piksel (en iyisi 3000×3000 piksel), net ve kare bir görsel yükle; üzerinde yazı varsa yalnızca girdiğin haliyle sanatçı adı ve yayın başlığı olsun. Ardından yayını yeniden aç.',
    },
  },
  invalid_featured_or_primary_artist: {
    en: {
      name: 'Invalid featured or primary artist',
      description: "The primary or featured artists are entered wrongly: several artists in one field, a featured artist written into the title, or the release's own artist added as featured.",
      fix: "Enter each artist separately in the right role, with featured artists in the featuring field rather than in the title, and link each to their existing store profile if they have one. Then reopen the release.",
    },
    es: {
      name: 'Artista principal o invitado no válido',
      description: 'Los artistas principales o invitados están mal indicados: varios artistas en un mismo campo, un artista invitado escrito en el título o el propio artista del lanzamiento añadido como invitado.',
      fix: 'Indica cada artista por separado y con su función correcta, con los invitados en el campo de featuring y no en el título, y vincula cada uno a su perfil en las tiendas si ya lo tiene. Después, vuelve a abrir el lanzamiento.',
    },
    pt: {
      name: 'Artista principal ou convidado inválido',
      description: 'Os artistas principais ou convidados foram informados de forma errada: vários artistas em um só campo, um artista convidado escrito no título ou o próprio artista do lançamento adicionado como convidado.',
      fix: 'Informe cada artista separadamente e com a função correta, com os convidados no campo de participação e não no título, e vincule cada um ao perfil que já tiver nas lojas. Depois, reabra o lançamento.',
    },
    tr: {
      name: 'Geçersiz konuk veya ana sanatçı',
      description: 'Ana veya konuk sanatçılar yanlış girilmiş: tek alana birden fazla sanatçı yazılmış, konuk sanatçı başlığa eklenmiş ya da yayının kendi sanatçısı konuk olarak eklenmiş.',
      fix: 'Her sanatçıyı ayrı ayrı ve doğru rolüyle gir; konuk sanatçıları başlığa değil featuring alanına yaz ve varsa her birini mağazalardaki mevcut profiline bağla. Ardından yayını yeniden aç.',
    },
  },
  invalid_release_date: {
    en: {
      name: 'Invalid release date',
      description: 'The release date cannot be met or is wrong: it is too soon for the chosen schedule, already past, or does not match the original date of music released before.',
      fix: 'Choose a new date that leaves enough time (at least 3 weeks for a standard release), or enter the correct original release date, then reopen the release.',
    },
    es: {
      name: 'Fecha de lanzamiento no válida',
      description: 'La fecha de lanzamiento no se puede cumplir o es incorrecta: está demasiado cerca para la modalidad elegida, ya ha pasado o no coincide con la fecha original de música publicada antes.',
      fix: 'Elige una fecha nueva que deje tiempo suficiente (al menos 3 semanas para un lanzamiento estándar) o indica la fecha original correcta; después, vuelve a abrir el lanzamiento.',
    },
    pt: {
      name: 'Data de lançamento inválida',
      description: 'A data de lançamento não pode ser cumprida ou está errada: está próxima demais para a modalidade escolhida, já passou ou não corresponde à data original de uma música lançada antes.',
      fix: 'Escolha uma nova data que dê tempo suficiente (pelo menos 3 semanas para um lançamento padrão) ou informe a data original correta; depois, reabra o lançamento.',
    },
    tr: {
      name: 'Geçersiz yayın tarihi',
      description: 'Yayın tarihine yetişilemiyor ya da tarih yanlış: seçilen takvim için çok yakın, geçmişte kalmış veya daha önce yayımlanmış bir müziğin ilk yayın tarihiyle uyuşmuyor.',
      fix: 'Yeterli süre bırakan yeni bir tarih seç (standart yayın için en az 3 hafta) ya da doğru ilk yayın tarihini gir; ardından yayını yeniden aç.',
    },
  },
  poor_recording_quality: {
    en: {
      name: 'Poor recording quality',
      description: 'The sound quality is below what stores accept: heavy noise or hum, distortion, a low-quality source (such as a file converted from a low-bitrate MP3, or a phone recording) or an unfinished mix.',
      fix: 'Upload a clean, finished master made from the original source, preferably WAV or FLAC at 16-bit/44.1 kHz or better, then reopen the release.',
    },
    es: {
      name: 'Calidad de grabación deficiente',
      description: 'La calidad de sonido está por debajo de lo que aceptan las tiendas: mucho ruido o zumbido, distorsión, una fuente de baja calidad (como un archivo convertido desde un MP3 de baja tasa de bits o una grabación con el móvil) o una mezcla sin terminar.',
      fix: 'Sube un máster limpio y terminado a partir de la fuente original, preferiblemente en WAV o FLAC de 16 bits/44,1 kHz o superior, y vuelve a abrir el lanzamiento.',
    },
    pt: {
      name: 'Qualidade de gravação ruim',
      description: 'A qualidade do som está abaixo do que as lojas aceitam: muito ruído ou zumbido, distorção, uma fonte de baixa qualidade (como um arquivo convertido de um MP3 de baixa taxa de bits ou uma gravação de celular) ou uma mixagem inacabada.',
      fix: 'Envie um master limpo e finalizado a partir da fonte original, de preferência em WAV ou FLAC de 16 bits/44,1 kHz ou superior, e reabra o lançamento.',
    },
    tr: {
      name: 'Düşük kayıt kalitesi',
      description: "Ses kalitesi mağazaların kabul ettiği düzeyin altında: yoğun gürültü veya uğultu, distorsiyon, düşük kaliteli bir kaynak (düşük bit hızlı bir MP3'ten dönüştürülmüş dosya ya da telefon kaydı gibi) veya bitmemiş bir miks.",
      fix: 'Orijinal kaynaktan hazırlanmış temiz ve bitmiş bir master yükle, tercihen en az 16 bit/44,1 kHz WAV veya FLAC olarak; ardından yayını yeniden aç.',
    },
  },
  release_data_confirmation: {
    en: {
      name: 'Release data confirmation (proof of ownership)',
      description: 'Before this music can go to the stores, we need proof that you own or control its rights.',
      fix: 'Send us proof of ownership, such as the project files or stems, a contract with the producer or label, or a copyright registration, then reopen the release.',
    },
    es: {
      name: 'Confirmación de los datos del lanzamiento (prueba de titularidad)',
      description: 'Antes de enviar esta música a las tiendas necesitamos una prueba de que eres titular de sus derechos o de que los controlas.',
      fix: 'Envíanos una prueba de titularidad, como los archivos del proyecto o las pistas por separado (stems), un contrato con el productor o el sello, o un registro de derechos de autor, y vuelve a abrir el lanzamiento.',
    },
    pt: {
      name: 'Confirmação dos dados do lançamento (comprovação de titularidade)',
      description: 'Antes de enviar esta música às lojas, precisamos de uma comprovação de que você é dono dos direitos dela ou os controla.',
      fix: 'Envie-nos uma comprovação de titularidade, como os arquivos do projeto ou as stems, um contrato com o produtor ou a gravadora, ou um registro de direitos autorais, e reabra o lançamento.',
    },
    tr: {
      name: 'Yayın bilgisi doğrulaması (sahiplik kanıtı)',
      description: 'Bu müzik mağazalara gönderilmeden önce haklarının sana ait olduğunu ya da hakları senin yönettiğini gösteren bir kanıt gerekiyor.',
      fix: 'Proje dosyaları veya kanal kayıtları (stem), yapımcı ya da plak şirketiyle yaptığın sözleşme veya telif tescili gibi bir sahiplik kanıtı gönder; ardından yayını yeniden aç.',
    },
  },
  silence_mid_track: {
    en: {
      name: 'Silence over 10 seconds mid-track',
      description: 'A track has more than 10 seconds of silence in the middle, for example before a hidden track.',
      fix: 'Shorten the silence to 10 seconds or less, or make the hidden track a track of its own, then upload the audio again and reopen the release.',
    },
    es: {
      name: 'Silencio de más de 10 segundos en mitad de la pista',
      description: 'Una pista tiene más de 10 segundos de silencio en medio, por ejemplo antes de una pista oculta.',
      fix: 'Acorta el silencio a 10 segundos o menos, o convierte la pista oculta en una pista aparte; después, sube de nuevo el audio y vuelve a abrir el lanzamiento.',
    },
    pt: {
      name: 'Silêncio de mais de 10 segundos no meio da faixa',
      description: 'Uma faixa tem mais de 10 segundos de silêncio no meio, por exemplo antes de uma faixa escondida.',
      fix: 'Reduza o silêncio para 10 segundos ou menos, ou transforme a faixa escondida em uma faixa separada; depois, envie o áudio novamente e reabra o lançamento.',
    },
    tr: {
      name: 'Parça ortasında 10 saniyeden uzun sessizlik',
      description: 'Bir parçanın ortasında 10 saniyeden uzun sessizlik var; örneğin gizli bir parçadan önce.',
      fix: 'Sessizliği 10 saniyeye ya da daha kısaya indir veya gizli parçayı ayrı bir parça yap; ardından sesi yeniden yükle ve yayını yeniden aç.',
    },
  },
  track_duration: {
    en: {
      name: 'Track shorter than 1 minute or longer than 20 minutes',
      description: 'A track is shorter than 1 minute or longer than 20 minutes; only intros and outros may be shorter.',
      fix: 'Upload a version of 1 to 20 minutes, split a long piece into several tracks, or show in the title that a short track is an intro or outro (for example “Intro”). Then reopen the release.',
    },
    es: {
      name: 'Pista de menos de 1 minuto o de más de 20 minutos',
      description: 'Una pista dura menos de 1 minuto o más de 20; solo las intros y los outros pueden ser más cortos.',
      fix: 'Sube una versión de 1 a 20 minutos, divide una pieza larga en varias pistas o indica en el título que una pista corta es una intro o un outro (por ejemplo, «Intro»). Después, vuelve a abrir el lanzamiento.',
    },
    pt: {
      name: 'Faixa com menos de 1 minuto ou mais de 20 minutos',
      description: 'Uma faixa tem menos de 1 minuto ou mais de 20; apenas intros e outros podem ser mais curtos.',
      fix: 'Envie uma versão de 1 a 20 minutos, divida uma peça longa em várias faixas ou indique no título que uma faixa curta é uma intro ou um outro (por exemplo, “Intro”). Depois, reabra o lançamento.',
    },
    tr: {
      name: '1 dakikadan kısa veya 20 dakikadan uzun parça',
      description: "Bir parça 1 dakikadan kısa veya 20 dakikadan uzun; yalnızca intro ve outro'lar daha kısa olabilir.",
      fix: 'Süresi 1 ile 20 dakika arasında bir versiyon yükle, uzun bir eseri birkaç parçaya böl ya da kısa bir parçanın intro veya outro olduğunu başlığında belirt (örneğin “Intro”). Ardından yayını yeniden aç.',
    },
  },
} satisfies Record<string, Record<InterfaceLanguage, ReopeningReasonText>>;
