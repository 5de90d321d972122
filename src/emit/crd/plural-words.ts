// The data behind controller-gen's plurals: github.com/gobuffalo/flect v1.0.2 and v1.0.3 (the
// versions controller-tools v0.14 to v0.21 require; their pluralizing is the same) pluralize
// from a list of English words and a list of word endings. These are those lists, in the
// priority order that decides ties; plural.ts says how they are used.

/**
 * Words with a plural of their own, one per line: `singular plural [other-plural] [flags]`
 * (`=`: the word does not change). Flags: `oneway` — the plural is not recognised as a word
 * that is already plural; `whole` — only the whole word, not a word ending in it (`ox`, not
 * `box`). The order matters: a compound word takes the rule of the LAST word here it ends in.
 */
export const WORDS = `
aircraft aircraft
beef beef beefs
bison bison
blues blues oneway
chassis chassis
deer deer
fish fish fishes
moose moose
police police
salmon salmon salmons
series series
sheep sheep
shrimp shrimp shrimps
species species
swine swine swines
trout trout trouts
tuna tuna tunas
you you
child children
ox oxen whole
foot feet
goose geese
man men
human humans
louse lice whole
mouse mice
tooth teeth
woman women
die dice whole
person people
adieu adieux adieus
fabliau fabliaux
bureau bureaus bureaux
criterion criteria
ganglion ganglia ganglions
lexicon lexica lexicons
mitochondrion mitochondria mitochondrions
noumenon noumena
phenomenon phenomena
taxon taxa
media media
medium media mediums oneway
stadium stadiums stadia
aquarium aquaria aquariums
auditorium auditoria auditoriums
symposium symposia symposiums
curriculum curriculums curricula
quota quotas
alumnus alumni alumnuses
bacillus bacilli
cactus cacti cactuses
coccus cocci
focus foci focuses
locus loci locuses
nucleus nuclei nucleuses
octopus octupuses octopi
radius radii radiuses
syllabus syllabi
corpus corpora corpuses
genus genera
alumna alumnae
vertebra vertebrae
differentia differentiae
minutia minutiae
vita vitae
larva larvae
postcava postcavae
praecava praecavae
uva uvae
apex apices apexes
codex codices codexes
index indices indexes
latex latices latexes
vertex vertices vertexes
vortex vortices vortexes
appendix appendices appendixes
radix radices radixes
helix helices helixes
axis axes whole
crisis crises
ellipsis ellipses oneway
genesis geneses
oasis oases
thesis theses
testis testes
base bases
basis bases oneway
alias aliases whole
vedalia vedalias
use uses whole
abuse abuses
cause causes
clause clauses
cruse cruses
excuse excuses
fuse fuses
house houses
misuse misuses
muse muses
pause pauses
ache aches
topaz topazes
buffalo buffaloes buffalos
potato potatoes
tomato tomatoes
equipment = same
information = same
jeans = same
money = same
news = same
rice = same
dwarf dwarfs dwarves
hoof hoofs hooves
thief thieves
chive chives
hive hives
move moves
movie movies
cookie cookies
pretorium pretoriums
agenda agendas
formula formulas formulae
shoe shoes
toe toes whole
graffiti graffiti
ID IDs whole
`;

/**
 * Word endings and their plurals, first match wins (after WORDS' own endings): `ending plural`.
 * Matched case-sensitively against the kind's last word as written.
 */
export const ENDINGS = `
tive tives
eaf eaves
oaf oaves
afe aves
arf arves
rfe rves
rf rves
lf lves
fe ves
ay ays
ey eys
oy oys
quy quies
uy uys
y ies
eau eaux
bula bulae
dula bulae
lula bulae
nula bulae
vula bulae
hedron hedra
ium ia
seum seums
eum ea
oum oa
stracum straca
dum da
elum ela
ilum ila
olum ola
ulum ula
llum lla
ylum yla
imum ima
ernum erna
gnum gna
brum bra
crum cra
terum tera
serum sera
trum tra
antum anta
atum ata
entum enta
etum eta
itum ita
otum ota
utum uta
ctum cta
ovum ova
trix trices
iasis iases
mesis meses
kinesis kineses
resis reses
gnosis gnoses
opsis opses
ysis yses
ouse ouses
lause lauses
us uses
ch ches
io ios
sh shes
ss sses
ez ezzes
iz izzes
tz tzes
zz zzes
ano anos
lo los
to tos
oo oos
o oes
x xes
S Ses
`;

/** Upper-case words flect splits a kind after (`APIService` → API, Service) and writes in upper case. */
export const ACRONYMS = `
  ACK ACL ADSL AES ANSI API ARP ATM BGP BSS CCITT CHAP CIDR CIR CLI CMOS CPE CPU CRC CRT CSMA
  DCE DEC DES DHCP DMI DNS DRAM DSL DSLAM DTE EHA EIA EIGRP EOF ESS FCC FCS FDDI FTP GBIC GEPOF
  HDLC HTML HTTP HTTPS IANA ICMP ID IDF IDS IEEE IETF IMAP IP IPS ISDN ISP JSON JWT LACP LAN
  LAPB LAPF LLC MAC MC MDF MIB MPLS MTU NAC NAT NBMA NIC NRZ NRZI NVRAM OK OSI OSPF OUI PAP PAT
  PC PCM PDU PIM POP3 POTS PPP PPTP PTT PVST RAM RARP RCP RFC RIP RLL ROM RSTP RTP SDLC SFD SFP
  SLARP SLIP SMTP SNA SNAP SNMP SOF SQL SRAM SSH SSID STP SYN TDM TFTP TIA TOFU UDP URI URL USB
  UTF8 UTP UUID VC VLAN VLSM VPN W3C WAN WEP WPA WWW
`;
