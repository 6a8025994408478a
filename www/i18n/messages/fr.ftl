# Français. Termes : élagage alpha-bêta, coupure (superficielle, profonde), fenêtre (α, β),
# position, successeur, terminal, variation principale (docs/glossary.md).

skip-link = Aller à l'arbre
app-title = Terrain de jeu alpha-bêta
app-subtitle = Knuth & Moore, « An Analysis of Alpha-Beta Pruning » (1975) : F0, F1 et F2 sur un arbre modifiable — avec les procédures de Muszycka et de Slagle, et des expériences
toolbar =
    .aria-label = Arbre et partage
example-label = Exemple
example-select =
    .aria-label = Charger un arbre d'exemple
example-choose = choisir…
undo = ↶ Annuler
    .aria-label = Annuler la dernière modification de l'arbre (Ctrl+Z)
    .title = Annuler (Ctrl+Z)
redo = ↷ Rétablir
    .aria-label = Rétablir (Ctrl+Shift+Z)
    .title = Rétablir (Ctrl+Shift+Z)
copy-link = Copier le lien
    .title = Copier un lien vers cet état exact
copy-embed = Copier le code d'intégration
    .title = Copier un extrait iframe qui intègre cet état
export-menu = Exporter
    .aria-label = Exporter l'arbre
export-svg = Vue de l'arbre en SVG
export-qr = Vue de l'arbre + code QR (SVG)
    .title = Pour l'impression : l'arbre avec un code QR du lien de cet état
export-png = Vue de l'arbre en PNG
export-text = Arbre en texte
present-switch = Présenter
    .title = Mode présentation : l'arbre et le pas à pas occupent l'écran (f)
practice-switch = S'exercer
    .title = S'exercer : répondre sur l'arbre, puis vérifier
lang-label = Langue
help-button =
    .aria-label = Raccourcis clavier (?)
share-out =
    .aria-label = Le lien ou l'extrait à copier
help =
    .aria-label = Raccourcis clavier
help-title = Clavier
help-play = lecture / pause du pas à pas
help-forward = pas suivant
help-back = pas précédent
help-ends = premier / dernier pas
help-speed = plus lent / plus rapide
help-km = F0, F1, F2, comparaison
help-proc = le menu des procédures (celles de chaque article)
help-view = vue negamax / minimax
help-dewey = afficher les coordonnées de Dewey
help-present = mode présentation (l'arbre et le pas à pas occupent l'écran)
help-tree = donner le focus à l'arbre ; là, ↑ ↓ ← → passent d'une position à l'autre (le parent, le premier successeur, les voisines du niveau), Début va à la racine, Fin à la dernière position, taper un nom de Dewey (2.1) y va, Entrée modifie, + − zooment, 0 ajuste
help-table = la recherche sous forme de tableau (une ligne par position, en profondeur d'abord) ; là, ↑ ↓ passent d'une ligne à l'autre, Page préc. / Page suiv. montrent les lignes d'avant / d'après
help-undo = annuler, rétablir
help-help = cette aide
practice-area =
    .aria-label = Exercice
tree-area =
    .aria-label = Arbre et recherche
proc-legend = Procédure
proc-f0 =
    .title = F0 : negamax exhaustif, examine tout (0)
proc-f1 =
    .title = F1 : séparation et évaluation (1)
proc-f2 =
    .title = F2 : élagage alpha-bêta (2)
proc-compare =
    .title = Les trois côte à côte (3)
proc-compare-text = Comparer
proc-menu = Procédure
    .title = Toutes les procédures, par article (p)
proc-select =
    .aria-label = Procédure, groupée par article (p)
cmp-menu = Ajouter à la comparaison
    .title = Ajouter les procédures d'autres articles à la comparaison
view-legend = Valeurs affichées
view-negamax =
    .title = Negamax : valeurs du point de vue du joueur au trait
view-minimax =
    .title = Minimax : valeurs du point de vue de Max (sans les signes moins)
show-critical = Critiques
zoom-in =
    .aria-label = Zoom avant
zoom-out =
    .aria-label = Zoom arrière
zoom-fit = Ajuster
    .aria-label = Ajuster l'arbre à la vue
cmp-mode-legend = Mode de comparaison
cmp-mode-side = Côte à côte
cmp-mode-diff = Différence sur un seul arbre
cmp-first-show = Le montrer
diff-legend =
    .aria-label = Légende de la différence
diff-legend-both = examinée par les deux (pleine)
diff-legend-none = aucune (creuse, pâle)
legend-title = Légende
legend-list =
    .aria-label = Légende
legend-max = Max au trait
legend-min = Min au trait
legend-examined = examinée (pleine)
legend-pending = pas encore atteinte
legend-shallow = coupure superficielle : tirets, une barre
legend-deep = coupure profonde : pointillés, deux barres
legend-saved = épargnée par la fenêtre (la fenêtre complète l'examine, cette recherche non) : tiret-point, trois barres
legend-window = coupée par la borne de la fenêtre (la fenêtre complète la saute aussi) : tirets, une barre et un anneau
legend-extra = + : examinée seulement à cause de la fenêtre (première recherche ou nouvelle recherche ; la fenêtre complète non)
legend-skipped = non examinée (procédures des autres articles)
legend-edges = arêtes épaisses : la variation principale (m&n : le coup choisi) ; ≥3 / ≤3 : la procédure a renvoyé une borne
stepper =
    .aria-label = Pas à pas
step-first =
    .aria-label = Premier pas (Début)
    .title = Premier pas (Début)
step-back =
    .aria-label = Pas précédent (←)
    .title = Pas précédent (←)
step-forward =
    .aria-label = Pas suivant (→)
    .title = Pas suivant (→)
step-last =
    .aria-label = Dernier pas (Fin)
    .title = Dernier pas (Fin)
step-slider =
    .aria-label = Pas
step-follow = Suivre
    .title = La vue suit le pas : elle se déplace vers la position courante et ce qu'elle a coupé
present-drawer = Panneaux
    .title = Les panneaux latéraux (fenêtre, décomptes, modifications)
present-exit = Quitter la présentation
    .title = Quitter le mode présentation (f)
speed-label = Vitesse
speed-select =
    .aria-label = Vitesse de lecture
speed-slow = lente
speed-normal = normale
speed-fast = rapide
speed-very-fast = très rapide
stack-caption = Pile d'appels (la plus interne en dernier)
open-panel =
    .aria-label = Liste OPEN de SSS*
open-status = statut
open-merit = mérite
open-full = Ouvrir dans le terrain de jeu ↗
side =
    .aria-label = Panneaux
edit-title = Position sélectionnée
sel-set = Définir
sel-add = Ajouter un successeur
    .title = Ajouter un successeur terminal après le dernier
sel-remove = Supprimer
    .aria-label = Supprimer cette position et son sous-arbre
sel-terminal = Rendre terminale
    .title = Rendre cette position terminale
sel-interior = Rendre intérieure
    .title = Donner deux successeurs à cette position terminale
sel-subtree = Sous-arbre
sel-replace = Remplacer
window-title = Fenêtre
window-full =
    .aria-label = Fenêtre complète (-inf, +inf)
window-research = Montrer la nouvelle recherche
options-title = Options de la procédure
opt-reading-legend = Lecture des textes de la thèse
opt-resolved =
    .title = La lecture résolue des procédures de la thèse (§2, ann. 1) : coupure quand m ≥ β ; Scout teste avec ≥
opt-resolved-text = Lecture résolue
opt-literal =
    .title = Les textes exactement tels qu'imprimés (coupure si m > β ; Scout teste avec >)
opt-literal-text = Littérale (tel qu'imprimé)
opt-m = m (côté max)
opt-n = n (côté min)
opt-backup = Remontée des valeurs
opt-backup-identity = identité
opt-backup-sample = l'exemple du rapport (x = r = 3, y = s = 1)
opt-backup-exp = exponentielle, x, y[, r, s]
opt-tie = Règle d'égalité à la racine
opt-tie-strict = strict : en cas d'égalité, le coup antérieur reste
opt-tie-le = le : le α ≤ u du rapport
opt-warnings =
    .aria-label = Avertissements sur les fonctions de remontée
counts-title = Décomptes
map-title = Carte des fenêtres d'aspiration
text-title = Texte de l'arbre
text-load = Charger cet arbre
gen-title = Générer
model-label = Modèle
model-iid-ties = valeurs i.i.d. (égalités probables)
model-permutation = permutation aléatoire de 1..dʰ (§7)
model-pi = chiffres de π (fig. 1)
model-dependent = totalement dépendant (§9)
model-additive = valeurs d'arcs additives (§9)
model-nonuniform = ramification aléatoire (cor. 2)
model-random-shape = forme aléatoire
gen-degree = Degré
gen-height = Hauteur
lowest-value = Valeur minimale
highest-value = Valeur maximale
arc-scale = Échelle des arcs
q-per-level = q par niveau
mean-degree = Degré moyen par niveau
max-degree = Degré maximal
max-depth = Profondeur maximale
seed-label = Graine
new-seed = Nouvelle graine
    .title = Une nouvelle graine aléatoire
gen-submit = Générer
order-title = Réordonner
order-best = Meilleur d'abord
    .title = Réordonner : le meilleur coup d'abord partout
order-worst = Pire d'abord
    .title = Réordonner : le pire coup d'abord partout
order-reverse = Inverser
    .aria-label = Inverser chaque liste de successeurs
order-shuffle = Mélanger
    .aria-label = Mélanger les successeurs (avec graine)
worst-case = Pire cas (§7)
    .title = Des valeurs pour cette forme qui font tout examiner à F2
exp-region =
    .aria-label = Expériences
exp-title = Expériences
exp-hint = de nombreux arbres aléatoires avec graine : décomptes comparés à la théorie (K&M §7–9)
model-iid = valeurs i.i.d.
model-pi-one = chiffres de π (un seul arbre)
exp-degree = Degré d
exp-heights = Hauteurs
exp-heights-input =
    .title = Une liste (2, 4, 6) ou un intervalle (1-6)
exp-samples = Échantillons par hauteur
exp-procs = Procédures
exp-run = Lancer
exp-cancel = Annuler
exp-progress =
    .aria-label = Progression de l'expérience
exp-plot-terminals = Positions terminales examinées selon la hauteur (échelle logarithmique), avec la théorie
exp-plot-branching = Facteur de branchement selon le degré : table 1 (r0 borne inférieure ; r1 (39) et r* (théorème 4) bornes supérieures) et le T^(1/h) de l'expérience
exp-csv = Résultats en CSV
path-title = Pathologie
path-hint = une recherche plus profonde peut-elle décider plus mal ? La récurrence d'erreur de Pearl et les jeux de Nau (Muszycka ch. 5)
path-loading = Chargement du panneau…
footer-core = Le cœur en Rust (compilé en WebAssembly) fait toutes les recherches ; cette page ne dessine que ce qu'il rapporte.
footer-embed = Exemple d'intégration
footer-course = Un exemple de page de cours

## Les phrases du pas à pas (narration) que construisent les scripts des familles. Les
## valeurs, les noms de Dewey, ±∞ et les noms des procédures restent tels qu'imprimés ; $p :
## un nom de Dewey, ou « root » pour la racine.

list-and = { $init } et { $last }

## Knuth et Moore (F0, F1, F2 et les procédures negamax ultérieures).

km-enter =
    { $p ->
        [root] Début : examiner la racine
       *[other] Examiner la position { $p }
    } ({ $who } au trait){ $use ->
        [bound] { " " }avec la borne { $beta }
        [window] { " " }avec la fenêtre (α, β) = ({ $alpha }, { $beta })
       *[none] { "" }
    }.
km-ready =
    Prêt : { $proc } commence à la racine (Max au trait){ $use ->
        [bound] { " " }avec la borne { $beta }
        [window] { " " }avec la fenêtre (α, β) = ({ $alpha }, { $beta })
       *[none] { "" }
    }. Avancer d'un pas (→) ou lancer (Espace).
km-terminal-minimax =
    { $p ->
        [root] La racine
       *[other] La position { $p }
    } est terminale ; sa valeur est { $value } (du point de vue de Max).
km-terminal =
    { $p ->
        [root] La racine
       *[other] La position { $p }
    } est terminale : f({ $dewey }) = { $value } (du point de vue de { $who }, au trait là).
km-update-min =
    En { $p ->
        [root] racine
       *[other] { $p }
    } (Min) : { $child } donne { $t } < m = { $m }, donc m = { $t }.
km-update-max =
    En { $p ->
        [root] racine
       *[other] { $p }
    } (Max) : { $child } donne { $t } > m = { $m }, donc m = { $t }.
km-update =
    En { $p ->
        [root] racine
       *[other] { $p }
    } : t = −{ $call }({ $child }) = { $t } > m = { $m }, donc m = { $t }.
km-cutoff =
    En { $p ->
        [root] racine
       *[other] { $p }
    } : m = { $m } { $rel } { $bound ->
        [bound] borne
       *[other] { $bound }
    } = { $b } : { $why } ; { $count ->
        [one] la position { $skipped } n'est pas examinée
       *[other] les positions { $skipped } ne sont pas examinées
    }.{ $saved }
km-why-shallow = une coupure superficielle (la borne est la valeur du parent)
km-why-deep-from =
    une coupure profonde (la borne est la valeur m de { $from ->
        [root] la racine
       *[other] { $from }
    }, un ancêtre au-dessus du parent, que F1 ne connaîtrait pas)
km-why-deep = une coupure profonde (la borne vient d'un ancêtre au-dessus du parent, que F1 ne connaîtrait pas)
km-why-window = une coupure de fenêtre (la borne est la fenêtre de la racine elle-même, pas la valeur d'une position examinée)
km-saved =
    La fenêtre complète { $which ->
        [it] l'examine
        [them] les examine
       *[names] examine { $names }
    } : sauvée par la fenêtre.
km-not-saved =
    La fenêtre complète { $which ->
        [it] la saute aussi
        [them] les saute aussi
       *[names] saute aussi { $names }
    } : pas sauvée par la fenêtre.
km-leave-terminal =
    { $p ->
        [root] La racine
       *[other] La position { $p }
    } renvoie sa valeur { $value }.
km-minimax-value-of = la valeur minimax de { $p }
km-leave-bound =
    { $p ->
        [root] La racine
       *[other] La position { $p }
    } renvoie { $value }, une borne : { $F } { $rel } { $value } par { $eq }.
km-leave =
    { $p ->
        [root] La racine
       *[other] La position { $p }
    } renvoie { $value } = { $F }.
km-research-root = La dernière passe a donné { $t } : nouvelle recherche de la racine avec la fenêtre nulle (α, β) = ({ $alpha }, { $beta }).
km-research =
    En { $p ->
        [root] racine
       *[other] { $p }
    } : le test à fenêtre nulle de { $child } a donné t = { $t }, dans la fenêtre : nouvelle recherche de { $child } avec (α, β) = ({ $alpha }, { $beta }).
km-recall =
    { $p ->
        [root] La racine
       *[other] La position { $p }
    } : la mémoire contient une borne { $value } qui règle cet appel ; rien en dessous n'est examiné.
km-done =
    Terminé : { $proc } renvoie { $value } { $exact ->
        [yes] = F(root)
       *[no] (une borne de F(root))
    } ; { $terminals } { $terminals ->
        [one] position terminale examinée
       *[other] positions terminales examinées
    } et { $positions } { $positions ->
        [one] position examinée
       *[other] positions examinées
    } en tout.{ $hint }
step-hint = Appuyez sur |◀◀ (Début) pour parcourir pas à pas depuis le début.

## La thèse de Muszycka : les noms des routines, TEST, testm, staticvalue, LIVE, SOLVED,
## OPEN, Γ et les triplets ⟨p, s, m⟩ restent tels qu'imprimés.

thesis-call-bound = branchandbound avec la borne { $bound }
thesis-call-window = { $routine } avec la fenêtre (α, β) = { $window }
thesis-call-scout = scout (l'évaluer)
thesis-call-scout-cm = le scout de Campbell et Marsland
thesis-call-test = TEST : sa valeur est-elle { $rel } { $v } ?
thesis-call-testm = testm : sa valeur est-elle { $rel } { $v } ?
thesis-call-test-minimax = TEST (minimax) : sa valeur est-elle { $rel } { $v } ?
thesis-enter =
    Visite de { $p ->
        [root] la racine
       *[other] la position { $p }
    } ({ $who } au trait) : { $call }{ $question ->
        [yes] { "" }
       *[no] .
    }
thesis-evaluate =
    { $p ->
        [root] La racine
       *[other] La position { $p }
    } est terminale : staticvalue = { $value } (du point de vue { $side ->
        [max] de Max
       *[mover] de { $who }, au trait là
    }).
thesis-return =
    { $p ->
        [root] La racine
       *[other] La position { $p }
    } renvoie { $value }.
thesis-test-result =
    Le TEST en { $p ->
        [root] racine
       *[other] { $p }
    } répond { $outcome ->
        [true] vrai
       *[false] faux
    }.
# L'ordinal français : 1er, 2e, 3e…
thesis-cutoff =
    En { $p ->
        [root] racine
       *[other] { $p }
    } : m = { $m } { $rel } { $ab } = { $b } après le { $after }{ NUMBER($after, type: "ordinal") ->
        [one] er
       *[other] e
    } successeur : une coupure ; { $count ->
        [one] la position { $skipped } n'est pas examinée
       *[other] les positions { $skipped } ne sont pas examinées
    }.
thesis-window-test =
    En { $p ->
        [root] racine
       *[other] { $p }
    } : le test à fenêtre minimale de { $son } avec { $window } donne t = { $t } { $rel } m = { $m } : { $promising ->
        [yes] prometteur, donc { $son } est recherchée de nouveau.
       *[no] elle ne peut pas améliorer m ; pas de nouvelle recherche.
    }
thesis-scouted =
    En { $p ->
        [root] racine
       *[other] { $p }
    } : le TEST de { $son } répond { $outcome ->
        [true] vrai
       *[false] faux
    } : { $evaluate ->
        [yes] elle peut être meilleure, donc Scout l'évalue.
       *[no] elle ne peut pas être meilleure ; sautée.
    }
thesis-re-search =
    En { $p ->
        [root] racine
       *[other] { $p }
    } : { $evaluate ->
        [yes] évaluer
       *[no] nouvelle recherche de
    } { $son } : { $call }.
thesis-sss-start = Étape { $step } : OPEN = { $triples }.
thesis-gamma = Étape { $step } : Γ prend { $triple } en tête — { $what }.{ $done }
thesis-gamma-live-leaf = une terminale LIVE : évaluée, et { $solved } (mérite min(m, valeur statique)) va à sa place dans l'ordre
thesis-gamma-live-min = une position Min LIVE : son successeur le plus à gauche { $top } va en tête
thesis-gamma-live-max = une position Max LIVE : tous ses successeurs vont en tête, LIVE de mérite { $merit }
thesis-gamma-solved-min =
    une position Min SOLVED : son parent { $top } va en tête{ $count ->
        [0] { "" }
       *[other] , et les autres successeurs du parent sont supprimés ({ $purged })
    }
thesis-gamma-solved-max-last = une position Max SOLVED, le dernier successeur : son parent { $top } va en tête
thesis-gamma-solved-max-next = une position Max SOLVED : son frère suivant { $top } va en tête
thesis-sss-stops = ⟨root, SOLVED, { $merit }⟩ est en tête : SSS* s'arrête avec { $merit }.

## Les procédures m&n de Slagle (les termes du rapport — m et n meilleures valeurs, alpha,
## beta, oldalpha, oldbeta, dmax, glbua, lubub, u, phases 1 et 2 — restent tels qu'imprimés).

mn-enter =
    Examiner { $p ->
        [root] la racine
       *[other] la position { $p }
    } ({ $who } au trait, dmax = { $dmax }){ $count ->
        [0] { "" }
       *[other] , reçoit { $passed }
    }.
mn-evaluate = La position { $p } est finale : valeur { $value }.
mn-take =
    En { $p } : le successeur { $index } ({ $child }) donne u = { $u } ; les meilleures valeurs sont maintenant [{ $list }]{ $bounds }{ $phase ->
        [0] { "" }
       *[other] , phase { $phase }
    }{ $ignored ->
        [yes] { " " }— aucun changement (pas meilleure que la borne)
       *[no] { "" }
    }.
mn-inverse =
    En { $p }, après le successeur { $index } : { $fn } = { $value } ; { $phase2 ->
        [yes] la phase 2 commence avec { $assign } = { $bound }.
       *[no] toujours la phase 1.
    }
mn-cutoff-highest = u = { $u } ≤ la meilleure valeur de la racine jusqu'ici α = { $b } : une coupure α au plus haut niveau (§7.1)
mn-cutoff-alpha = u = { $u } ≤ α = { $b } : une coupure α m&n (§7.3)
mn-cutoff-beta = u = { $u } ≥ β = { $b } : une coupure β m&n (§7.2)
mn-cutoff =
    En { $p } : le successeur { $after } a renvoyé { $what } ; { $p } renvoie u aussitôt{ $count ->
        [0] { "" }
        [one] { " " }et son dernier successeur n'est pas examiné
       *[other] { " " }et ses { $count } derniers successeurs ne sont pas examinés
    }.
mn-root =
    La racine compare le successeur { $index } ({ $child }), qui vaut { $u }, à sa meilleure valeur jusqu'ici { $best } : { $taken ->
        [yes] { $child } est le nouveau meilleur coup
       *[no] elle garde son meilleur coup
    }.
mn-leave =
    { $p ->
        [root] La racine
       *[other] La position { $p }
    } renvoie { $value }{ $bound ->
        [lower] { " " }(une borne : sa valeur m&n est au moins celle-ci)
        [upper] { " " }(une borne : sa valeur m&n est au plus celle-ci)
       *[exact] { "" }
    }.

## Les autres phrases du panneau pas à pas (toutes les familles).

step-ready = Prêt : { $proc } commence à la racine (Max au trait). Avancer d'un pas (→) ou lancer (Espace).
step-too-large-for = Cet arbre est trop grand pour le parcourir pas à pas avec { $proc }.
step-too-large = Cet arbre est trop grand pour le parcourir pas à pas (plus de { $limit } positions).
step-choose-one = Choisissez une seule procédure pour parcourir une exécution pas à pas ; la vue de comparaison les montre terminées.
step-making = Préparation du pas à pas de { $proc } en arrière-plan ({ $size } positions)…
thesis-done =
    Terminé : { $proc } renvoie { $value } { $exact ->
        [yes] = F(root)
       *[no] (une borne de F(root))
    } ; { $nodes } { $nodes ->
        [one] nœud créé
       *[other] nœuds créés
    } ({ $leaves } { $leaves ->
        [one] feuille
       *[other] feuilles
    }), { $visits } { $visits ->
        [one] visite
       *[other] visites
    }.{ $hint }
mn-done =
    Terminé : { $proc } avec m = { $m }, n = { $n } { $best ->
        [yes] choisit le successeur { $index } (position { $child }), qui vaut { $value }
       *[no] renvoie { $value } (la racine est terminale)
    } ; { $positions } positions et { $terminals } { $terminals ->
        [one] position terminale examinée
       *[other] positions terminales examinées
    }.{ $hint }

## Avis sur le lien (ce qu'il n'a pas pu utiliser). $value : le texte du lien, raccourci.

link-unused = Une partie du lien n'a pas été utilisée : { $problems }.
link-cancelled =
    L'ouverture de l'arbre du lien a été annulée : { $initial ->
        [yes] la page montre l'arbre π
       *[no] la page garde l'arbre qu'elle avait
    }.
link-repeated = le lien donne { $keys } plus d'une fois : le dernier est utilisé
link-unknown-proc = procédure inconnue « { $value } » ({ $km } ou l'une de { $others })
link-window-order = alpha doit être inférieur à beta ; (-inf, +inf) est utilisé
link-unknown-view = vue inconnue « { $value } »
link-bad-step = le pas « { $value } » n'est pas un nombre
link-bad-sel = la position sélectionnée (sel=) « { $value } » n'est pas un nom de Dewey comme 2.1 ou root
link-bad-lang = la langue (lang=) « { $value } » n'est pas une étiquette de langue comme fr ou de

## La pile d'appels à côté de la phrase du pas : les titres de ses colonnes.

stack-position = position
stack-to-move = au trait
stack-call = appel
stack-bound = borne
stack-window-minimax = (α, β) (minimax)
stack-passed = reçu
stack-best-values = meilleures valeurs
stack-phase = phase
# The step slider's value, as a screen reader says it.
step-valuetext = pas { $pos } sur { $length }
