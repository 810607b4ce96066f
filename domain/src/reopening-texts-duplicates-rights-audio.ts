import type { InterfaceLanguage } from './languages';
import type { ReopeningReasonText } from './reopening-reason-text';

/** The first reasons of the catalogue (001 §4), in the specification's order: duplicates, confirmations, rights, audio. */
export const DUPLICATES_RIGHTS_AUDIO = {
  already_processed: {
    en: {
      name: 'Already processed (duplicate)',
      description: 'This release duplicates one that has already been submitted or delivered.',
      fix: 'Keep the release that is already with us. If this one is a new edition, show the difference in its title or version (for example Deluxe or Remastered) and reopen it.',
    },
    es: {
      name: 'Ya procesado (duplicado)',
      description: 'Este lanzamiento duplica otro que ya se envió o se distribuyó.',
      fix: 'Conserva el lanzamiento que ya tenemos. Si este es una edición nueva, indica la diferencia en el título o en la versión (por ejemplo, Deluxe o Remasterizado) y vuelve a abrirlo.',
    },
    pt: {
      name: 'Já processado (duplicado)',
      description: 'Este lançamento duplica outro que já foi enviado ou distribuído.',
      fix: 'Mantenha o lançamento que já está conosco. Se este for uma nova edição, indique a diferença no título ou na versão (por exemplo, Deluxe ou Remasterizado) e reabra-o.',
    },
    tr: {
      name: 'Zaten işlendi (kopya)',
      description: 'Bu yayın, daha önce gönderilmiş ya da dağıtılmış bir yayının kopyası.',
      fix: 'Bizdeki mevcut yayını koru. Bu yeni bir sürümse farkı başlıkta veya sürüm bilgisinde belirt (örneğin Deluxe ya da Remastered) ve yayını yeniden aç.',
    },
  },
  already_published: {
    en: {
      name: 'Already published in stores',
      description: 'The release is already in stores through another distributor, so the stores would receive it twice.',
      fix: 'Ask your previous distributor to take it down, and give us the UPC of the release and the ISRC of each track it used, so the stores keep your streams and history. Then reopen the release.',
    },
    es: {
      name: 'Ya publicado en tiendas',
      description: 'El lanzamiento ya está en las tiendas a través de otra distribuidora, así que las tiendas lo recibirían dos veces.',
      fix: 'Pide a tu distribuidora anterior que lo retire e indícanos el UPC del lanzamiento y el ISRC de cada pista que usaba, para que las tiendas conserven tus reproducciones y tu historial. Después, vuelve a abrir el lanzamiento.',
    },
    pt: {
      name: 'Já publicado nas lojas',
      description: 'O lançamento já está nas lojas por meio de outra distribuidora, então as lojas o receberiam duas vezes.',
      fix: 'Peça à sua distribuidora anterior que o retire e informe o UPC do lançamento e o ISRC de cada faixa que ela usava, para que as lojas mantenham suas reproduções e seu histórico. Depois, reabra o lançamento.',
    },
    tr: {
      name: 'Mağazalarda zaten yayında',
      description: 'Bu yayın başka bir dağıtımcı aracılığıyla zaten mağazalarda; mağazalar onu iki kez almış olur.',
      fix: 'Önceki dağıtımcından yayını kaldırmasını iste ve kullandığı UPC kodunu ve her parçanın ISRC kodunu bize bildir; böylece mağazalar dinlenmelerini ve geçmişini korur. Ardından yayını yeniden aç.',
    },
  },
  audio_error: {
    en: {
      name: 'Audio error',
      description: 'One or more audio files are damaged or cut off, or contain clicks, distortion or encoding errors.',
      fix: 'Export the track again from your original session or master, listen to it to the end, upload the new file and reopen the release.',
    },
    es: {
      name: 'Error de audio',
      description: 'Uno o varios archivos de audio están dañados o cortados, o tienen chasquidos, distorsión o errores de codificación.',
      fix: 'Exporta de nuevo la pista desde tu sesión o máster original, escúchala hasta el final, sube el archivo nuevo y vuelve a abrir el lanzamiento.',
    },
    pt: {
      name: 'Erro no áudio',
      description: 'Um ou mais arquivos de áudio estão corrompidos ou cortados, ou têm estalos, distorção ou erros de codificação.',
      fix: 'Exporte a faixa novamente a partir da sua sessão ou do master original, ouça até o fim, envie o novo arquivo e reabra o lançamento.',
    },
    tr: {
      name: 'Ses hatası',
      description: 'Bir veya daha fazla ses dosyası bozuk ya da kesik; veya cızırtı, distorsiyon ya da kodlama hatası içeriyor.',
      fix: 'Parçayı orijinal projenden veya masterından yeniden dışa aktar, sonuna kadar dinle, yeni dosyayı yükle ve yayını yeniden aç.',
    },
  },
  artist_data_confirmation: {
    en: {
      name: 'Artist data confirmation',
      description: 'We need to confirm that you are the artist named on this release, or that you may release music under that name.',
      fix: "Send us links to the artist's official profiles (streaming services, social media or website) that show you manage them, or a letter of authorisation from the artist, then reopen the release.",
    },
    es: {
      name: 'Confirmación de los datos del artista',
      description: 'Necesitamos confirmar que eres el artista que figura en este lanzamiento o que tienes autorización para publicar música con ese nombre.',
      fix: 'Envíanos enlaces a los perfiles oficiales del artista (plataformas de streaming, redes sociales o web) que demuestren que los gestionas, o una carta de autorización del artista, y vuelve a abrir el lanzamiento.',
    },
    pt: {
      name: 'Confirmação dos dados do artista',
      description: 'Precisamos confirmar que você é o artista que consta neste lançamento ou que tem autorização para lançar músicas com esse nome.',
      fix: 'Envie links para os perfis oficiais do artista (plataformas de streaming, redes sociais ou site) que mostrem que você os administra, ou uma carta de autorização do artista, e reabra o lançamento.',
    },
    tr: {
      name: 'Sanatçı bilgisi doğrulaması',
      description: 'Bu yayında adı geçen sanatçı olduğunu ya da bu adla müzik yayımlama yetkin olduğunu doğrulamamız gerekiyor.',
      fix: 'Sanatçının resmî profillerini (dijital müzik platformları, sosyal medya veya web sitesi) yönettiğini gösteren bağlantıları ya da sanatçıdan alınmış bir yetki belgesini bize gönder, ardından yayını yeniden aç.',
    },
  },
  copyright_cover_licence: {
    en: {
      name: 'Copyright: cover licence required',
      description: 'The release contains a cover version of a song written by someone else, which needs a mechanical licence for the composition.',
      fix: 'Obtain a mechanical licence for each song you cover, credit the original songwriters, send us the licences and reopen the release.',
    },
    es: {
      name: 'Derechos de autor: se requiere licencia de versión',
      description: 'El lanzamiento contiene una versión (cover) de una canción escrita por otra persona, que requiere una licencia mecánica de la composición.',
      fix: 'Consigue una licencia mecánica para cada canción que versionas, acredita a los compositores originales, envíanos las licencias y vuelve a abrir el lanzamiento.',
    },
    pt: {
      name: 'Direitos autorais: licença de cover necessária',
      description: 'O lançamento contém um cover de uma música composta por outra pessoa, o que exige uma licença mecânica da composição.',
      fix: 'Obtenha uma licença mecânica para cada música que você regrava, credite os compositores originais, envie-nos as licenças e reabra o lançamento.',
    },
    tr: {
      name: 'Telif hakkı: cover lisansı gerekli',
      description: 'Yayında başkasının yazdığı bir şarkının cover versiyonu var; bunun için bestenin mekanik lisansı gerekir.',
      fix: "Cover'ını yaptığın her şarkı için mekanik lisans al, orijinal söz yazarlarını ve bestecileri belirt, lisansları bize gönder ve yayını yeniden aç.",
    },
  },
  copyright_remix_licence: {
    en: {
      name: 'Copyright: remix licence required',
      description: "The release contains a remix of another artist's recording, which needs written permission from the owner of the original recording.",
      fix: 'Send us written permission from the label or artist who owns the original recording, credit the original artist and reopen the release.',
    },
    es: {
      name: 'Derechos de autor: se requiere licencia de remix',
      description: 'El lanzamiento contiene un remix de una grabación de otro artista, que requiere permiso por escrito del titular de la grabación original.',
      fix: 'Envíanos el permiso por escrito del sello o del artista propietario de la grabación original, acredita al artista original y vuelve a abrir el lanzamiento.',
    },
    pt: {
      name: 'Direitos autorais: licença de remix necessária',
      description: 'O lançamento contém um remix de uma gravação de outro artista, o que exige permissão por escrito do detentor da gravação original.',
      fix: 'Envie-nos a permissão por escrito da gravadora ou do artista dono da gravação original, credite o artista original e reabra o lançamento.',
    },
    tr: {
      name: 'Telif hakkı: remix lisansı gerekli',
      description: "Yayında başka bir sanatçının kaydının remix'i var; bunun için orijinal kaydın sahibinden yazılı izin gerekir.",
      fix: 'Orijinal kaydın sahibi olan plak şirketinden veya sanatçıdan aldığın yazılı izni bize gönder, orijinal sanatçıyı belirt ve yayını yeniden aç.',
    },
  },
  copyright_song_use_licence: {
    en: {
      name: 'Copyright: song-use licence required',
      description: "The release uses parts of other people's songs or recordings (samples, beats, melodies or lyrics) without proof that you may use them.",
      fix: 'Send us the licence for each sample, beat or borrowed part (for a purchased beat, its licence agreement), or replace it with material of your own, then reopen the release.',
    },
    es: {
      name: 'Derechos de autor: se requiere licencia de uso de la canción',
      description: 'El lanzamiento usa partes de canciones o grabaciones ajenas (samples, beats, melodías o letras) sin pruebas de que puedas usarlas.',
      fix: 'Envíanos la licencia de cada sample, beat o fragmento ajeno (si compraste un beat, su contrato de licencia) o sustitúyelo por material propio; después, vuelve a abrir el lanzamiento.',
    },
    pt: {
      name: 'Direitos autorais: licença de uso da música necessária',
      description: 'O lançamento usa trechos de músicas ou gravações de terceiros (samples, beats, melodias ou letras) sem comprovação de que você pode usá-los.',
      fix: 'Envie-nos a licença de cada sample, beat ou trecho de terceiros (no caso de um beat comprado, o contrato de licença) ou substitua-o por material próprio; depois, reabra o lançamento.',
    },
    tr: {
      name: 'Telif hakkı: şarkı kullanım lisansı gerekli',
      description: 'Yayında başkalarına ait şarkı veya kayıtlardan bölümler (sample, beat, melodi ya da söz) kullanılmış ve bunları kullanma hakkın olduğu gösterilmemiş.',
      fix: 'Her sample, beat veya alıntı bölümün lisansını (satın alınmış bir beat için lisans sözleşmesini) bize gönder ya da onları kendi materyalinle değiştir; ardından yayını yeniden aç.',
    },
  },
  volume_level: {
    en: {
      name: 'Volume too high or too low',
      description: 'The loudness of one or more tracks is far outside what stores accept: so loud that it distorts and clips, or so quiet that it is hard to hear.',
      fix: 'Master the track again to a normal level (around −14 LUFS integrated with peaks below −1 dBTP is a safe target), upload it and reopen the release.',
    },
    es: {
      name: 'Volumen demasiado alto o demasiado bajo',
      description: 'La sonoridad de una o varias pistas está muy lejos de lo que aceptan las tiendas: tan alta que distorsiona y satura, o tan baja que cuesta oírla.',
      fix: 'Vuelve a masterizar la pista a un nivel normal (unos −14 LUFS integrados con picos por debajo de −1 dBTP es un objetivo seguro), súbela y vuelve a abrir el lanzamiento.',
    },
    pt: {
      name: 'Volume alto ou baixo demais',
      description: 'A intensidade sonora de uma ou mais faixas está muito fora do que as lojas aceitam: tão alta que distorce e satura, ou tão baixa que mal se ouve.',
      fix: 'Masterize a faixa novamente em um nível normal (cerca de −14 LUFS integrados, com picos abaixo de −1 dBTP, é uma meta segura), envie-a e reabra o lançamento.',
    },
    tr: {
      name: 'Ses seviyesi çok yüksek veya çok düşük',
      description: 'Bir veya daha fazla parçanın ses yüksekliği mağazaların kabul ettiği aralığın çok dışında: bozulup kırpılacak kadar yüksek ya da zor duyulacak kadar düşük.',
      fix: "Parçayı normal bir seviyede yeniden masterla (tepeleri −1 dBTP'nin altında, yaklaşık −14 LUFS entegre güvenli bir hedeftir), yükle ve yayını yeniden aç.",
    },
  },
} satisfies Record<string, Record<InterfaceLanguage, ReopeningReasonText>>;
